/**
 * The toolbar's first choices: what a story shows until a designer picks another region, text or viewport, and so
 * the region and width Storybook's own story tests run each story in (src/every-region-and-width.ts runs the others).
 */
export const INITIAL_GLOBALS = {
  region: 'us',
  text: 'region',
  viewport: { value: 'desktop', isRotated: false },
} as const
