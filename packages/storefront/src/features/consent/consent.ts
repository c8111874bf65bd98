import { useSyncExternalStore } from 'react'
import { create } from 'zustand'

export type ConsentChoice = 'granted' | 'denied' | null
export const CONSENT_KEY = 'storefront:consent'
/** Set on `<html>` while the banner should show: no stored choice, or reopened from the footer. */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask'

const storedChoice = (): ConsentChoice => {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY)
    return stored === 'granted' || stored === 'denied' ? stored : null
  } catch {
    return null
  }
}

const setAsking = (asking: boolean) => document.documentElement.toggleAttribute(CONSENT_ASK_ATTRIBUTE, asking)

/**
 * The inline script placed right before the server-rendered banner: it runs as the parser reaches it,
 * so the banner paints with the page (after hydration it would be the late LCP element of short
 * pages) for a visitor who has not chosen, and never for one who has, nor without JavaScript (where
 * its buttons could not work).
 */
export function consentAskScript(): string {
  const ask = `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},'')`
  return (
    `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c!=='granted'&&c!=='denied')${ask}}` +
    `catch(e){${ask}}`
  )
}

interface ConsentState {
  choice: ConsentChoice
  /**
   * The banner is rendered. True until `load` reads the stored choice, so that the browser's first render
   * matches the server's (which cannot know it); CSS keeps it hidden unless `<html>` asks.
   */
  open: boolean
  load: () => void
  choose: (analytics: boolean) => void
  reopen: () => void
}

/** Analytics consent (uk, eu, fr, de): remembered in localStorage, changeable from the footer. */
export const useConsent = create<ConsentState>((set) => ({
  choice: null,
  open: true,
  load: () => {
    const choice = storedChoice()
    setAsking(choice === null)
    set({ choice, open: choice === null })
  },
  choose: (analytics) => {
    const choice = analytics ? 'granted' : 'denied'
    try {
      window.localStorage.setItem(CONSENT_KEY, choice)
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    setAsking(false)
    set({ choice, open: false })
  },
  reopen: () => {
    setAsking(true)
    set({ open: true })
  },
}))

const consentAsked = () => document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)

function onAskChange(notify: () => void): () => void {
  const observer = new MutationObserver(notify)
  observer.observe(document.documentElement, { attributeFilter: [CONSENT_ASK_ATTRIBUTE] })
  return () => observer.disconnect()
}

/**
 * Whether the consent banner is asking now (`<html data-consent-ask>`, set before hydration by `consentAskScript`):
 * a pop-up of the page waits until the visitor has chosen, so nothing modal ever covers the banner
 * (docs/rules/interface.md#new-user-popup). Read from the document, so any island sees the banner's state; the
 * server (no banner known yet) says it is asking.
 */
export const useConsentAsked = (): boolean => useSyncExternalStore(onAskChange, consentAsked, () => true)
