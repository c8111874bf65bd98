// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_ASK_ATTRIBUTE, CONSENT_KEY, consentAskScript, useConsent } from './consent'

const asking = () => document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)
const runScript = () => new Function(consentAskScript())()

afterEach(() => {
  window.localStorage.clear()
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE)
  useConsent.setState({ choice: null, open: true })
})

describe('the consent banner before the first paint', () => {
  it('asks a visitor with no stored choice, or a value that is none', () => {
    runScript()
    expect(asking()).toBe(true)
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE)
    window.localStorage.setItem(CONSENT_KEY, 'maybe')
    runScript()
    expect(asking()).toBe(true)
  })

  it('does not ask a visitor who has chosen either way', () => {
    for (const choice of ['granted', 'denied']) {
      window.localStorage.setItem(CONSENT_KEY, choice)
      runScript()
      expect(asking()).toBe(false)
    }
  })
})

describe('useConsent', () => {
  it('starts open, as the server rendered it, and closes on load for a visitor who has chosen', () => {
    expect(useConsent.getState().open).toBe(true)
    window.localStorage.setItem(CONSENT_KEY, 'denied')
    useConsent.getState().load()
    expect(useConsent.getState()).toMatchObject({ choice: 'denied', open: false })
    expect(asking()).toBe(false)
  })

  it('remembers a choice, and the footer reopens the banner for a visitor who has one', () => {
    useConsent.getState().load()
    expect(asking()).toBe(true)
    useConsent.getState().choose(true)
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted')
    expect(useConsent.getState()).toMatchObject({ choice: 'granted', open: false })
    expect(asking()).toBe(false)
    useConsent.getState().reopen()
    expect(useConsent.getState().open).toBe(true)
    expect(asking()).toBe(true)
  })
})
