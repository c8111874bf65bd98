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

  it('gives every code one message key of its own, api:code.{code}, and no other', async () => {
    const { API_CODE, API_CONTRACT, messageKeyOf } = await import('../src/contract')
    for (const code of Object.values(API_CODE)) {
      expect(API_CONTRACT[code].message).toBe(`api:code.${code}`)
      expect(messageKeyOf(code)).toBe(`api:code.${code}`)
    }
    expect(messageKeyOf(4999)).toBeUndefined()
    expect(messageKeyOf(0)).toBeUndefined()
  })

  it('names the seconds of 4011 `count`, so that each locale words them as an i18next plural', async () => {
    const { API_CONTRACT } = await import('../src/contract')
    expect(API_CONTRACT[4011].placeholders).toEqual(['count'])
    expect(Object.values(API_CONTRACT).filter((row) => row.placeholders.length)).toHaveLength(1)
  })

  it('reads the HTTP status of each code from the contract', async () => {
    const { API_CONTRACT, API_HTTP_STATUS } = await import('../src/contract')
    for (const [code, row] of Object.entries(API_CONTRACT))
      expect(API_HTTP_STATUS[Number(code) as keyof typeof API_HTTP_STATUS]).toBe(row.status)
    expect(API_HTTP_STATUS[4011]).toBe(429)
  })

  it('reads an envelope leniently: any integer code, no msg', async () => {
    const { EnvelopeSchema } = await import('../src/contract')
    expect(EnvelopeSchema.safeParse({ code: 4999, data: null }).success).toBe(true)
    expect(EnvelopeSchema.safeParse({ code: '2000', msg: '', data: null }).success).toBe(false)
  })
})
