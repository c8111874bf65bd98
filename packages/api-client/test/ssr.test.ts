// Node environment, no window: the package must import and work as during SSR.
import { describe, expect, it } from 'vitest'

describe('SSR safety', () => {
  it('imports and creates a client without window, with memory-backed sessions per call', async () => {
    expect(typeof window).toBe('undefined')
    const mod = await import('../src')
    const api = mod.createApiClient({ region: 'uk', origin: 'http://localhost:3000' })
    expect(api.baseURL).toBe('http://localhost:3000/api/eu')
    expect(api.session.storageKey).toBe('storefront:session:/')
    const a = mod.defaultSessionStore()
    const b = mod.defaultSessionStore()
    expect(a).not.toBe(b) // no session shared between SSR requests
    a.getState().setSession({ user_id: '1', apptoken: 'A', reftoken: 'R' })
    expect(b.getState().apptoken).toBeNull()
  })
})
