/**
 * The nine pages Lighthouse scores (scripts/bench/lighthouse.mjs): home, a product page and login in three regions, one
 * of them CJK. The visual baselines shoot the same nine (e2e/visual/pages.spec.ts).
 */
export const LIGHTHOUSE_PAGES = [
  '/us',
  '/us/flagship-megatron',
  '/us/login',
  '/de',
  '/de/flagship-megatron',
  '/de/login',
  '/jp',
  '/jp/flagship-bumblebee',
  '/jp/login',
] as const
