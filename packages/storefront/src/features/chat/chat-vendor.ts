/**
 * The chat vendor of an app (docs/rules/chat.md#vendor-script): the script the browser loads,
 * the global it defines, and the origins it needs, which the CSP of the pages that load it names
 * (`src/server/security-headers.ts`). Shared by the server (CSP) and the browser (loader): no zod here.
 */
export interface ChatVendor {
  /** The vendor's script, loaded after the widget delay (docs/rules/chat.md#widget-setup). */
  scriptUrl: string
  /** The browser global the script defines (the adapter's `window[globalName]`). */
  globalName: string
  /** Origins per CSP directive; the script's own origin is always a script origin. */
  origins: { script: string[]; frame: string[]; connect: string[]; img: string[] }
}

/** What a page's browser needs of the vendor (no origins: the CSP has them). */
export type ChatVendorClient = Pick<ChatVendor, 'scriptUrl' | 'globalName'>

/**
 * docs/rules/chat.md#where-the-button-shows: the floating chat button, and with it the vendor, is on the pages whose
 * path contains /us.
 */
export const chatOnPath = (pathname: string): boolean => pathname.includes('/us')

/** The vendor's sources per CSP directive, the script's origin first among the script sources. */
export function chatCspSources(vendor: ChatVendor): ChatVendor['origins'] {
  const unique = (list: string[]) => [...new Set(list)]
  return {
    script: unique([new URL(vendor.scriptUrl).origin, ...vendor.origins.script]),
    frame: unique(vendor.origins.frame),
    connect: unique(vendor.origins.connect),
    img: unique(vendor.origins.img),
  }
}

/**
 * Whether this document's CSP names the vendor: it was loaded (not reached by client navigation) on a
 * page with the chat. The browser's navigation entry is the document's own URL.
 */
export function documentLoadsChat(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return chatOnPath(new URL(entry?.name ?? window.location.href).pathname)
}

let vendorInThisApp = false
/** Noted at hydration: this app has a chat vendor (the pages' data say so). */
export const noteChatVendor = (vendor: ChatVendorClient | null): void => {
  vendorInThisApp = vendor !== null
}

/**
 * A client navigation to a page with the chat from a document whose CSP does not name the vendor
 * becomes a full load (the page's own policy then allows it): the absolute URL to load, or null.
 */
export function chatDocumentRedirect(pathname: string, search: string): string | null {
  if (!vendorInThisApp || !chatOnPath(pathname) || documentLoadsChat()) return null
  return new URL(pathname + search, window.location.origin).href
}

/** The vendor may load: no consent is asked for in the region, or the visitor granted it. */
export const chatVendorAllowed = (consentRequired: boolean, choice: 'granted' | 'denied' | null): boolean =>
  !consentRequired || choice === 'granted'

/** Adds the vendor's script once per document, async: it never holds up the page. */
export function loadChatScript(scriptUrl: string): void {
  if (document.querySelector('script[data-chat-vendor]')) return
  const script = document.createElement('script')
  script.src = scriptUrl
  script.async = true
  script.dataset.chatVendor = ''
  script.addEventListener('error', () => console.warn('[chat] the chat vendor script did not load'))
  document.body.append(script)
}
