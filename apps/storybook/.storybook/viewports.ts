/**
 * The widths every story is looked at and tested in: the device classes of docs/rules/interface.md#device-classes
 * (mobile 375, ipad 768, window 1024), 1200 where the header's desktop menu first appears (header.css, the
 * 1200 breakpoint of docs/rules/interface.md#breakpoints), and a wide desktop. The toolbar's viewport menu, the
 * story tests of every region and width (src/every-region-and-width.ts) and the screenshots all read them here.
 */
export const VIEWPORTS = {
  mobile: { name: 'mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  ipad: { name: 'ipad 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  window: { name: 'window 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  menu: { name: 'desktop menu 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
  desktop: { name: 'desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const

export type ViewportKey = keyof typeof VIEWPORTS

/** A viewport's size in pixels. */
export const sizeOf = (key: ViewportKey) => ({
  width: Number.parseInt(VIEWPORTS[key].styles.width, 10),
  height: Number.parseInt(VIEWPORTS[key].styles.height, 10),
})
