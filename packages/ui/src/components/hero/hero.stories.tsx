import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PageContent } from '@storefront/content'
import { flagshipOf } from '../../stories/commerce'
import { kitFor, kitOf } from '../../stories/region-kit'
import { atViewport, inRegion } from '../../stories/regions'
import { BuyBox } from '../buy-box/buy-box'
import { buyBoxPropsOf } from '../buy-box/buy-box-props'
import { Picture } from '../picture/picture'
import { Hero } from './hero'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Content/Hero',
  component: Hero,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The page's hero from its content bundle: the home illustration, or on product pages the price and buy box.",
      },
    },
  },
} satisfies Meta<typeof Hero>
export default meta

type Story = StoryObj

/** The home page hero with its illustration (eager, high priority: the LCP image). */
export const Home: Story = {
  loaders: [async (context) => ({ page: await (await kitFor(context)).page('home') })],
  render: (_args, context) => {
    const kit = kitOf(context)
    const hero = (context.loaded.page as PageContent).hero
    return (
      <Hero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        cta={hero.cta ? { label: hero.cta.label, href: kit.href(hero.cta.link) } : undefined}
        media={
          hero.image ? (
            <Picture name={hero.image} alt={hero.imageAlt ?? hero.heading} width={1600} height={900} priority />
          ) : null
        }
      />
    )
  },
}

/** A product page hero: the flagship's copy beside its price and buy box. */
export const Product: Story = {
  loaders: [
    async (context) => {
      const kit = await kitFor(context)
      return { page: await kit.page(flagshipOf(kit).link) }
    },
  ],
  render: (_args, context) => {
    const kit = kitOf(context)
    const product = flagshipOf(kit)
    const page = context.loaded.page as PageContent | null
    return (
      <Hero
        eyebrow={page?.hero.eyebrow}
        heading={page?.hero.heading ?? product.name}
        lead={page?.hero.lead ?? product.alt}
        media={<BuyBox {...buyBoxPropsOf(product, kit.now, kit.config, kit.t)} />}
      />
    )
  },
}

export const ProductMobile: Story = { ...Product, globals: atViewport('mobile') }
export const HomeCn = inRegion('cn', Home)
export const HomeJp = inRegion('jp', Home)
export const HomeKr = inRegion('kr', Home)
export const ProductDe = inRegion('de', Product)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Home, { minWidth: 'full' })
