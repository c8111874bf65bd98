import { useEffect, useRef, useState } from 'react'
import { ChatButton } from '@storefront/ui'
import { CHAT_TIMINGS, DEFAULT_CHAT_GLOBAL, openChat, setupChatWidget } from '../lib/chat-widget'
import { useT } from '../lib/use-page'

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

/** The us chat button: client-only, wired to the vendor widget through its global. */
export function Chat({ globalName = DEFAULT_CHAT_GLOBAL }: { globalName?: string }) {
  const t = useT()
  const [visible, setVisible] = useScrollVisibility(false)
  useEffect(() => setupChatWidget(globalName, () => setVisible(true)), [globalName, setVisible])
  return <ChatButton visible={visible} label={t('chat.open')} onOpen={() => openChat(globalName)} />
}
