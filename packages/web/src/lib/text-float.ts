import { TIMINGS } from '@storefront/ui'

export const TEXT_FLOAT_IN = 'sf-text-float--in'

/** How far above the viewport still counts as "not below it" (any page is shorter). */
const ABOVE_PX = 1_000_000

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Text-float effect (spec §4): adds the animated class when an element scrolls into view
 * (threshold 0.1) and removes it when the element is below the viewport again. With
 * `prefers-reduced-motion: reduce` every element is shown in place at once.
 */
export function observeTextFloat(root: ParentNode, threshold: number = TIMINGS.textFloatThreshold): () => void {
  const elements = root.querySelectorAll<HTMLElement>('.sf-text-float')
  if (!elements.length) return () => {}
  // Reduced motion (or no observer): the text is simply there, nothing floats in.
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
    elements.forEach((el) => el.classList.add(TEXT_FLOAT_IN))
    return () => {}
  }
  const inView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) entry.target.classList.add(TEXT_FLOAT_IN)
    },
    { threshold },
  )
  // "Below the viewport" = outside the viewport stretched far upwards. A separate observer,
  // because a jump from above the viewport to below it (back to top) crosses no threshold of
  // the first one and would leave the class on.
  const belowView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (!entry.isIntersecting) entry.target.classList.remove(TEXT_FLOAT_IN)
    },
    { rootMargin: `${ABOVE_PX}px 0px 0px 0px`, threshold: 0 },
  )
  elements.forEach((el) => {
    inView.observe(el)
    belowView.observe(el)
  })
  return () => {
    inView.disconnect()
    belowView.disconnect()
  }
}
