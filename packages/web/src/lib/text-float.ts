import { TIMINGS } from '@storefront/ui'

export const TEXT_FLOAT_IN = 'sf-text-float--in'

/**
 * Text-float effect (spec §4): adds the animated class when an element scrolls into view
 * (threshold 0.1) and removes it when the element is below the viewport again.
 */
export function observeTextFloat(root: ParentNode, threshold: number = TIMINGS.textFloatThreshold): () => void {
  const elements = root.querySelectorAll<HTMLElement>('.sf-text-float')
  if (!elements.length || typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement
        if (entry.isIntersecting) el.classList.add(TEXT_FLOAT_IN)
        else if (entry.boundingClientRect.top > (entry.rootBounds?.bottom ?? window.innerHeight)) el.classList.remove(TEXT_FLOAT_IN)
      }
    },
    { threshold },
  )
  elements.forEach((el) => observer.observe(el))
  return () => observer.disconnect()
}
