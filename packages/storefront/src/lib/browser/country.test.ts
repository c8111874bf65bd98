// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { COUNTRY_KEY, storedCountry, storedCountryLabelScript } from './country'

const header = () => {
  document.body.innerHTML =
    '<header id="header"><a class="sf-region-link" href="/us/choose-your-region"><svg></svg>United States - ' +
    'English</a></header>'
  return document.querySelector('.sf-region-link')!
}
const run = () => new Function(storedCountryLabelScript())()

afterEach(() => window.localStorage.clear())

describe('the stored country, before the first paint', () => {
  it('puts the label of the country a previous visit stored in the server-rendered header', () => {
    const link = header()
    window.localStorage.setItem(COUNTRY_KEY, 'CA')
    run()
    expect(link.textContent).toBe('Canada - English')
    expect(link.querySelector('svg')).not.toBeNull()
    window.localStorage.setItem(COUNTRY_KEY, 'other')
    run()
    expect(link.textContent).toBe('Other Regions - English')
  })

  it('leaves the label alone without a stored country, or with a value that is none', () => {
    const link = header()
    for (const value of [null, 'FR', '__proto__', 'toString']) {
      if (value === null) window.localStorage.removeItem(COUNTRY_KEY)
      else window.localStorage.setItem(COUNTRY_KEY, value)
      run()
      expect(link.textContent).toBe('United States - English')
      expect(storedCountry()).toBeNull()
    }
  })

  it('reads what it wrote: the first client render shows the same country', () => {
    window.localStorage.setItem(COUNTRY_KEY, 'CA')
    expect(storedCountry()).toBe('CA')
  })
})
