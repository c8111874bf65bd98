import { useRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import type { PageContent } from '@storefront/content'
import { kitFor } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { TEXT_FLOAT_IN, useTextFloat } from './text-float'
// The feature list the effect is shown on is the content sections' (its stylesheet only).
import '../content-sections/content-sections.css'
import { sideBySide } from '../../stories/side-by-side'

type Item = { title: string; body: string }

function Features({ items }: { items: Item[] }) {
  const ref = useRef<HTMLUListElement>(null)
  useTextFloat(ref)
  return (
    <ul ref={ref} className="sf-features">
      {items.map((f) => (
        <li key={f.title} className="sf-text-float">
          <h3>{f.title}</h3>
          <p>{f.body}</p>
        </li>
      ))}
    </ul>
  )
}

const featuresOf = (page: PageContent | null): Item[] => {
  const section = page?.sections.find((s) => s.kind === 'features')
  return section?.kind === 'features' ? section.items : []
}

const meta = {
  title: 'Effects/TextFloat',
  parameters: {
    docs: {
      description: {
        component:
          'Elements float in (50 px, fade) when 10 % of them scrolls into view, and out again when they are below ' +
          'the viewport. Reduced motion shows them in place.',
      },
    },
  },
  loaders: [async (context) => ({ items: featuresOf(await (await kitFor(context)).page('home')) })],
} satisfies Meta
export default meta

type Story = StoryObj

/** The home page feature cards, floating in; the test waits until the visible ones have settled. */
export const Features_: Story = {
  name: 'Features',
  render: (_args, { loaded }) => <Features items={loaded.items as Item[]} />,
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('.sf-text-float')!
    await waitFor(() => expect(first.classList.contains(TEXT_FLOAT_IN)).toBe(true))
    await waitFor(() => expect(getComputedStyle(first).opacity).toBe('1'), { timeout: 2000 })
  },
}
export const FeaturesJp = inRegion('jp', Features_)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Features_, { minWidth: 'full', loaders: meta.loaders })
