// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { countryStorageKey, createRegionContextStore, memoryStorage, regionLabelOf } from '../src'

afterEach(() => localStorage.clear())

describe('region and language context (spec §3, §9)', () => {
  it('derives language and label from the region; country defaults to us', () => {
    const store = createRegionContextStore({ region: 'us', storage: memoryStorage() })
    expect(store.getState()).toMatchObject({ region: 'us', language: 'en-US', country: 'us', iso: 'US', label: 'United States - English' })
    store.getState().setRegion('de')
    expect(store.getState()).toMatchObject({ region: 'de', language: 'de-DE', country: 'us', iso: 'DE' })
  })

  it('Canada and other countries under the us region', () => {
    expect(regionLabelOf('us', 'CA')).toEqual({ iso: 'CA', label: 'Canada - English' })
    expect(regionLabelOf('us', 'other')).toEqual({ iso: 'OTHER', label: 'Other Regions - English' })
    expect(regionLabelOf('cn', 'CA').iso).toBe('CN')
  })

  it('stores the country in localStorage (key by hostname) and reads it back', () => {
    const key = countryStorageKey(location.hostname)
    const store = createRegionContextStore({ region: 'us' })
    store.getState().setCountry('ca')
    expect(store.getState()).toMatchObject({ country: 'CA', label: 'Canada - English' })
    expect(localStorage.getItem(key)).toBe('CA')
    store.getState().setCountry('FR')
    expect(localStorage.getItem(key)).toBe('other')
    expect(createRegionContextStore({ region: 'us' }).getState().country).toBe('other')
    expect(countryStorageKey('shop.example.cn')).toBe('storefront:country:/cn')
  })

  it('a stored country wins over the server-supplied one, which wins over the default', () => {
    const storage = memoryStorage()
    expect(createRegionContextStore({ region: 'us', country: 'CA', storage }).getState().country).toBe('CA')
    storage.setItem(countryStorageKey(location.hostname), 'other')
    expect(createRegionContextStore({ region: 'us', country: 'CA', storage }).getState().country).toBe('other')
    storage.setItem(countryStorageKey(location.hostname), 'garbage')
    expect(createRegionContextStore({ region: 'us', storage }).getState().country).toBe('us')
  })
})
