import { useEffect, useRef, useState } from 'react'
import { ChatButton } from '@storefront/ui'
import { CHAT_TIMINGS, DEFAULT_CHAT_GLOBAL, openChat, setupChatWidget } from '../lib/chat-widget'
import { chatVendorAllowed, documentLoadsChat, loadChatScript, type ChatVendorClient } from '../lib/chat-vendor'
import { useConsent } from '../lib/consent'
import { usePage, useT } from '../lib/use-page'

/**
 * Scroll rules of the floating chat button (spec §4): hidden at first; shown when the shopper
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
 * The app's chat vendor script: loaded after the widget delay of spec §4 (the setup then finds its
 * global), async so that it never holds up the page, once consent allows it where the region asks
 * for it, and only in a document whose CSP names the vendor (chatDocumentRedirect sees to that).
 */
function useChatVendor(vendor: ChatVendorClient | null) {
  const { config } = usePage()
  const choice = useConsent((s) => s.choice)
  const allowed = chatVendorAllowed(config.consentRequired, choice)
  useEffect(() => {
    if (!vendor || !allowed || !documentLoadsChat()) return
    const timer = window.setTimeout(() => loadChatScript(vendor.scriptUrl), CHAT_TIMINGS.setupDelayMs)
    return () => window.clearTimeout(timer)
  }, [vendor, allowed])
}

/** The us chat button: client-only, wired to the vendor widget through its global. */
export function Chat() {
  const t = useT()
  const vendor = usePage().app.chat
  const globalName = vendor?.globalName ?? DEFAULT_CHAT_GLOBAL
  useChatVendor(vendor)
  const [visible, setVisible] = useScrollVisibility(false)
  useEffect(() => setupChatWidget(globalName, () => setVisible(true)), [globalName, setVisible])
  return <ChatButton visible={visible} label={t('chat.open')} onOpen={() => openChat(globalName)} />
}
