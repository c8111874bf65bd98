import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { ChatButton } from '@storefront/ui'
import { CHAT_TIMINGS, DEFAULT_CHAT_GLOBAL, openChat, setupChatWidget } from './chat-widget'
import { chatVendorAllowed, documentLoadsChat, loadChatScript, type ChatVendorClient } from './chat-vendor'
import { useConsent } from '../consent/consent'

/**
 * Scroll rules of the floating chat button (docs/rules/chat.md#scroll-rules): hidden at first; shown when the shopper
 * scrolls up or 3 s after scrolling stops; hidden while scrolling down.
 */
function useScrollVisibility(initial: boolean) {
  const [visible, setVisible] = useState(initial)
  const last = useRef(0)
  useEffect(() => {
    last.current = window.scrollY
    let idle: number | undefined
    const onScroll = () => {
      const y = window.scrollY
      if (y < last.current) setVisible(true)
      else if (y > last.current) setVisible(false)
      last.current = y
      window.clearTimeout(idle)
      idle = window.setTimeout(() => setVisible(true), CHAT_TIMINGS.reappearMs)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(idle)
    }
  }, [])
  return [visible, setVisible] as const
}

/**
 * The app's chat vendor script: loaded after the widget delay (docs/rules/chat.md#widget-setup; the setup then finds
 * its global), async so that it never holds up the page, once consent allows it where the region asks for it, and only
 * in a document whose CSP names the vendor (chatDocumentRedirect sees to that).
 */
function useChatVendor(vendor: ChatVendorClient | null, consentRequired: boolean) {
  const choice = useConsent((s) => s.choice)
  const allowed = chatVendorAllowed(consentRequired, choice)
  useEffect(() => {
    if (!vendor || !allowed || !documentLoadsChat()) return
    const timer = window.setTimeout(() => loadChatScript(vendor.scriptUrl), CHAT_TIMINGS.setupDelayMs)
    return () => window.clearTimeout(timer)
  }, [vendor, allowed])
}

export interface ChatProps {
  label: string
  vendor: ChatVendorClient | null
  consentRequired: boolean
}

/**
 * The us chat button: an island wired to the vendor widget through its global. Client-only
 * (docs/rules/chat.md#where-the-button-shows): the server's HTML and the hydration render nothing; the
 * button mounts once the island has hydrated, hidden until the scroll rules show it.
 */
export function Chat({ label, vendor, consentRequired }: ChatProps) {
  const globalName = vendor?.globalName ?? DEFAULT_CHAT_GLOBAL
  useChatVendor(vendor, consentRequired)
  const [visible, setVisible] = useScrollVisibility(false)
  useEffect(() => setupChatWidget(globalName, () => setVisible(true)), [globalName, setVisible])
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <ChatButton visible={visible} label={label} onOpen={() => openChat(globalName)} />
}
