import { describe, expect, it, vi } from 'vitest'

// The service imports the contract: it must not bring the browser client's libraries with it.
vi.mock('axios', () => {
  throw new Error('the contract loaded axios')
})
vi.mock('zustand/vanilla', () => {
  throw new Error('the contract loaded zustand')
})

describe('@storefront/api-client/contract', () => {
  it('loads without axios or zustand', async () => {
    const contract = await import('../src/contract')
    expect(contract.API_CODE.SUCCESS).toBe(2000)
  })

  it('gives every code an HTTP status, and no two codes one number', async () => {
    const { API_CODE, API_HTTP_STATUS } = await import('../src/contract')
    const codes = Object.values(API_CODE)
    expect(new Set(codes).size).toBe(codes.length)
    expect(Object.keys(API_HTTP_STATUS).map(Number).sort()).toEqual([...codes].sort())
  })

  it('reads an envelope leniently: any integer code, no msg', async () => {
    const { EnvelopeSchema } = await import('../src/contract')
    expect(EnvelopeSchema.safeParse({ code: 4999, data: null }).success).toBe(true)
    expect(EnvelopeSchema.safeParse({ code: '2000', msg: '', data: null }).success).toBe(false)
  })
})
