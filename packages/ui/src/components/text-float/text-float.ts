import { useEffect, type RefObject } from 'react'
import { TIMINGS } from '../../tokens'
import './text-float.css'

/** The class that floats a `.sf-text-float` element in (text-float.css: opacity and a 50 px translate). */
export const TEXT_FLOAT_IN = 'sf-text-float--in'

/** How far above the viewport still counts as "not below it" (any page is shorter). */
const ABOVE_PX = 1_000_000

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Text-float effect (docs/rules/interface.md#text-float): adds the animated class to each `.sf-text-float` under `root`
 * when it scrolls into view (threshold 0.1) and removes it when the element is below the viewport again.
 * With `prefers-reduced-motion: reduce` (or no IntersectionObserver) every element is shown at once.
 * Returns the cleanup.
 */
export function observeTextFloat(root: ParentNode, threshold: number = TIMINGS.textFloatThreshold): () => void {
  const elements = root.querySelectorAll<HTMLElement>('.sf-text-float')
  if (!elements.length) return () => {}
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
  // "Below the viewport" is outside the viewport stretched far upwards: a separate observer, because
  // a jump from above the viewport to below it crosses no threshold of the first one.
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

/** Runs the text-float effect on the `.sf-text-float` elements inside `ref` while mounted. */
export function useTextFloat(ref: RefObject<HTMLElement | null>, threshold: number = TIMINGS.textFloatThreshold): void {
  useEffect(() => (ref.current ? observeTextFloat(ref.current, threshold) : undefined), [ref, threshold])
}
