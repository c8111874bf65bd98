import { TIMINGS, deviceClassOf } from '../../tokens'

/**
 * Locks body scroll; on non-mobile widths pads by the scrollbar width (17 px, docs/rules/interface.md#collapse) so
 * nothing shifts.
 * Its own module (no stylesheet): the header's app menu uses it without the collapse's CSS.
 */
export function lockBodyScroll(): () => void {
  const body = document.body
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  body.style.overflow = 'hidden'
  if (deviceClassOf(window.innerWidth) !== 'mobile') body.style.paddingRight = `${TIMINGS.scrollbarCompensationPx}px`
  body.dataset.scrollLocked = 'true'
  return () => {
    body.style.overflow = previous.overflow
    body.style.paddingRight = previous.paddingRight
    delete body.dataset.scrollLocked
  }
}
