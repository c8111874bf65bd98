/**
 * The analytics layer (docs/rules/regions.md#consent-and-analytics): a `dataLayer` array that a tag manager may read.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export function pushEvent(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}

export interface PageView {
  path: string
  title: string
  region: string
  locale: string
}

export const pushPageView = (view: PageView): void => pushEvent({ event: 'virtual_page_view', ...view })

/** Core Web Vitals as events (LCP, INP, CLS), loaded lazily so they never delay the page. */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals')
  const send = (metric: { name: string; value: number; id: string; rating: string }) =>
    pushEvent({ event: 'web_vitals', metric: metric.name, value: metric.value, id: metric.id, rating: metric.rating })
  onCLS(send)
  onINP(send)
  onLCP(send)
}

/** Outbound clicks (buy links, retailers) as events. */
export function trackOutboundClicks(region: string): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[data-outbound]')
    if (!(link instanceof HTMLAnchorElement)) return
    pushEvent({
      event: 'outbound_click',
      kind: link.dataset.outbound,
      url: link.href,
      product: link.dataset.product ?? null,
      region,
    })
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
