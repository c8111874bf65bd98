import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PageContent } from '@storefront/content'
import { kitFor, kitOf, type RegionKit } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { ProductCard } from '../product-card/product-card'
import { productCardPropsOf } from '../product-card/product-card-props'
import { ContentSections, type ContentSection } from './content-sections'
import { sideBySide } from '../../stories/side-by-side'

/** The product grid as the storefront's: each tile from productCardPropsOf, its state chip and deal note with it. */
function Products({ kit, keys }: { kit: RegionKit; keys: string[] }) {
  const products = keys.map((k) => kit.catalogue.find((p) => p.key === k)).filter((p) => p !== undefined)
  return (
    <div className="sf-grid">
      {products.map((p) => (
        <ProductCard key={p.key} {...productCardPropsOf(p, kit.now, kit.config, kit.t, kit.href(p.link))} />
      ))}
    </div>
  )
}

/** The page bundles the stories show: the choices of the Bundle control. */
const BUNDLES = ['home', 'mini-robot', 'where-to-buy', 'manuals'] as const

const meta = {
  title: 'Content/ContentSections',
  argTypes: choices({ bundle: BUNDLES }),
  component: ContentSections,
  parameters: {
    docs: {
      description: {
        component:
          "A page's sections from its content bundle in the region's language; a region without the page " +
          'shows a note instead.',
      },
    },
  },
} satisfies Meta<typeof ContentSections>
export default meta

type Story = StoryObj<{ bundle: (typeof BUNDLES)[number] }>

const render: Story['render'] = (_args, context) => {
  const kit = kitOf(context)
  const page = context.loaded.page as PageContent | null
  if (!page) return <p className="sf-muted">{`No “${_args.bundle}” page in region ${kit.region}.`}</p>
  return (
    <div className="sf-page" style={{ padding: 0 }}>
      <ContentSections
        sections={page.sections as ContentSection[]}
        hrefOf={kit.href}
        renderProducts={(keys) => <Products kit={kit} keys={keys} />}
        labels={{ download: kit.t('manuals.download'), visit: kit.t('whereToBuy.visit'), newTab: kit.t('a11y.newTab') }}
      />
    </div>
  )
}

const pageStory = (bundle: (typeof BUNDLES)[number]): Story => ({
  args: { bundle },
  // The Bundle control picks the page: the loader reads the story's args, so a change loads that bundle.
  loaders: [async (context) => ({ page: await (await kitFor(context)).page(String(context.args.bundle ?? bundle)) })],
  render,
})

export const Home: Story = pageStory('home')
export const MiniRobot: Story = pageStory('mini-robot')
export const WhereToBuy: Story = pageStory('where-to-buy')
export const Manuals: Story = pageStory('manuals')
export const HomeCn = inRegion('cn', Home)
export const MiniRobotJp = inRegion('jp', MiniRobot)
export const MiniRobotKr = inRegion('kr', MiniRobot)
export const WhereToBuyFr = inRegion('fr', WhereToBuy)
export const ManualsDe = inRegion('de', Manuals)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Home, { minWidth: 'full' })
