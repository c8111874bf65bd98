/** Design tokens shared by CSS (as custom properties in styles.css) and code. */
export const BREAKPOINTS = [480, 576, 768, 992, 1200, 1600, 2000] as const

/**
 * Image breakpoints of docs/rules/interface.md#images: desktop ≥ 1069 px, tablet 721–1068.99 px, mobile ≤ 720.99 px.
 */
export const IMAGE_MEDIA = {
  desktop: '(min-width: 1069px)',
  tablet: '(min-width: 721px) and (max-width: 1068.99px)',
  mobile: '(max-width: 720.99px)',
} as const

export type DeviceClass = 'window' | 'ipad' | 'mobile'
/** Device class by width (docs/rules/interface.md#device-classes): window ≥ 1024, ipad ≥ 768, else mobile. */
export const deviceClassOf = (width: number): DeviceClass =>
  width >= 1024 ? 'window' : width >= 768 ? 'ipad' : 'mobile'

export const TIMINGS = {
  toastMs: 3000,
  notificationMs: 4500,
  collapseSeconds: 0.5,
  textFloatTranslatePx: 50,
  textFloatThreshold: 0.1,
  scrollbarCompensationPx: 17,
} as const
