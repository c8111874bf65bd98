// Tokens and base rules, as the storefront's layout loads them; each component brings its own stylesheet.
import '@storefront/ui/base.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { kitFor, kitOf, REGION_TOOLBAR_ITEMS, type RegionKit } from '@storefront/ui/storybook'
import { pseudoLocalize, pseudoLocalizePage } from '@storefront/content/pseudo-locale'

/**
 * The device classes (docs/rules/interface.md#device-classes): mobile, ipad ≥ 768, window ≥ 1024, plus a wide desktop.
 */
const VIEWPORTS = {
  mobile: { name: 'mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  ipad: { name: 'ipad 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  window: { name: 'window 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const

/** The page language follows the region, as on the storefront (`<html lang>`): screen readers and CJK line breaking
 * read it. */
const withRegion: Decorator = (Story, context) => {
  const kit = kitOf(context)
  if (typeof document !== 'undefined') document.documentElement.lang = kit.locale
  return <Story />
}

/**
 * The region's words in the pseudo-locale (docs/translating.md#pseudo-locale): accented, longer and between ⟦ ⟧, to
 * see which boxes overflow and which words a component writes itself. Names and prices stay as they are.
 */
const pseudoKit = (kit: RegionKit): RegionKit => ({
  ...kit,
  t: (key, values) => pseudoLocalize(kit.t(key, values)),
  tAccount: (key, values) => pseudoLocalize(kit.tAccount(key, values)),
  newsletter: Object.fromEntries(
    Object.entries(kit.newsletter).map(([key, text]) => [key, typeof text === 'string' ? pseudoLocalize(text) : text]),
  ) as RegionKit['newsletter'],
  navLabel: (nav) => (nav.label === undefined ? pseudoLocalize(kit.navLabel(nav)) : nav.label),
  page: async (bundle) => {
    const content = await kit.page(bundle)
    return content && pseudoLocalizePage(content)
  },
})

const preview: Preview = {
  globalTypes: {
    region: {
      description: 'Region: switches locale, currency and copy',
      toolbar: { title: 'Region', icon: 'globe', items: REGION_TOOLBAR_ITEMS, dynamicTitle: true },
    },
    text: {
      description: "The region's words, or the pseudo-locale (docs/translating.md#pseudo-locale)",
      toolbar: {
        title: 'Text',
        icon: 'paragraph',
        items: [
          { value: 'region', title: "Region's words" },
          { value: 'pseudo', title: 'Pseudo-locale ⟦Ŕēĝĩōń~~⟧' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    region: 'us',
    text: 'region',
    viewport: { value: 'desktop', isRotated: false },
  },
  loaders: [
    async (context) => {
      const kit = await kitFor(context)
      return { kit: context.globals.text === 'pseudo' ? pseudoKit(kit) : kit }
    },
  ],
  decorators: [withRegion],
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { expanded: true },
    // Story tests fail on any axe violation (WCAG 2.2 AA rules included).
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
  },
}

export default preview
