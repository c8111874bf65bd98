// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSessionStore, memoryStorage, sessionStorageKey, type SessionStore } from '@storefront/api-client'

// Each test gets fresh module state (the header's store is a module singleton) and counts how often
// the lazy chunk was asked for a store.
let loads = 0
let storeOfChunk: SessionStore
vi.mock('./session-store', () => ({
  defaultSessionStore: () => {
    loads++
    return storeOfChunk
  },
}))

async function freshModule() {
  vi.resetModules()
  loads = 0
  return import('./index')
}

function Header({ useSession }: { useSession: () => { user_id: string | null } }) {
  const { user_id } = useSession()
  return <p data-testid="who">{user_id ?? 'signed out'}</p>
}

const signedIn = (userId: string) => {
  const store = createSessionStore(memoryStorage(), { syncTabs: false })
  store.getState().setSession({ user_id: userId, apptoken: 'a', reftoken: 'r' })
  return store
}

afterEach(cleanup)

beforeEach(() => {
  window.localStorage.clear()
  storeOfChunk = signedIn('u-chunk')
})

describe('the header’s session', () => {
  it('loads no store for a visitor who holds no session', async () => {
    const { useSession } = await freshModule()
    render(<Header useSession={useSession} />)
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(screen.getByTestId('who').textContent).toBe('signed out')
    expect(loads).toBe(0)
  })

  it('loads the store when this browser holds a session', async () => {
    window.localStorage.setItem(sessionStorageKey(), '{"user_id":"u-chunk"}')
    const { useSession } = await freshModule()
    render(<Header useSession={useSession} />)
    expect(await screen.findByText('u-chunk')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('shows a sign-in made through an account screen’s client on this page', async () => {
    const { useSession, adoptSessionStore } = await freshModule()
    render(<Header useSession={useSession} />)
    const store = createSessionStore(memoryStorage(), { syncTabs: false })
    act(() => adoptSessionStore(store))
    await act(() => Promise.resolve())
    expect(screen.getByTestId('who').textContent).toBe('signed out')
    act(() => store.getState().setSession({ user_id: 'u-here', apptoken: 'a', reftoken: 'r' }))
    expect(screen.getByTestId('who').textContent).toBe('u-here')
    expect(loads).toBe(0)
  })

  it('loads the store when another tab signs in', async () => {
    const { useSession } = await freshModule()
    render(<Header useSession={useSession} />)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey(), newValue: '{"user_id":"u-chunk"}' }))
    })
    expect(await screen.findByText('u-chunk')).toBeTruthy()
    expect(loads).toBe(1)
  })
})
