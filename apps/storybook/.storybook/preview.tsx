// Tokens and base rules, as the storefront's layout loads them; each component brings its own stylesheet.
import '@storefront/ui/base.css'
import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite'
import { kitFor, kitOf, REGION_TOOLBAR_ITEMS } from '@storefront/ui/storybook'
import { DocsPage } from './docs-page'
import { INITIAL_GLOBALS } from './initial-globals'
import { VIEWPORTS } from './viewports'

/** The page language follows the region, as on the storefront (`<html lang>`): screen readers and CJK line breaking
 * read it. */
const withRegion: Decorator = (Story, context) => {
  const kit = kitOf(context)
  if (typeof document !== 'undefined') document.documentElement.lang = kit.locale
  return <Story />
}

/**
 * A control only for what the story reads: its args. Almost every story renders from the region's kit with its own
 * args (a state, a promo, logged in or not), so the component's props that react-docgen lists would be controls
 * that change nothing. They stay on the docs page under "Props (from the code)". Runs after Storybook infers
 * argTypes from docgen and args (`secondPass`).
 */
const onlyTheStorysArgs: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      name in initialArgs ? argType : { ...argType, table: { ...argType.table, disable: true } },
    ]),
  )
onlyTheStorysArgs.secondPass = true

const preview: Preview = {
  // A docs page for every component (its JSDoc, the story file's notes, its variants).
  tags: ['autodocs'],
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
  initialGlobals: INITIAL_GLOBALS,
  loaders: [
    // The Text toolbar's choice is the kit's (`kitFor`), so stories that load their own data get it too.
    async (context) => ({ kit: await kitFor(context) }),
  ],
  decorators: [withRegion],
  argTypesEnhancers: [onlyTheStorysArgs],
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { expanded: true },
    docs: { page: DocsPage },
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
