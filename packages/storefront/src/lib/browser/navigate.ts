/**
 * Goes to a URL of this site. Pages are routed on the server (docs/browser-weight.md): a navigation
 * is a page load, made instant by the Speculation Rules of +Head.tsx. Same signature as Vike's
 * client-routing `navigate`, which server routing does not ship.
 */
export function navigate(url: string, options: { overwriteLastHistoryEntry?: boolean } = {}): Promise<void> {
  if (options.overwriteLastHistoryEntry) window.location.replace(url)
  else window.location.assign(url)
  return Promise.resolve()
}
