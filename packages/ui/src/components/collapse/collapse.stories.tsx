import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { PageContent } from '@storefront/content'
import { kitFor } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { Collapse } from './collapse'
import { sideBySide } from '../../stories/side-by-side'

/** Question/answer pairs from the region's mini-robot page: its FAQ where it has one, else its feature list. */
function entriesOf(page: PageContent | null): { q: string; a: string }[] {
  const sections = page?.sections ?? []
  const faq = sections.find((s) => s.kind === 'faq')
  if (faq?.kind === 'faq') return faq.items
  const features = sections.find((s) => s.kind === 'features')
  return features?.kind === 'features' ? features.items.map((f) => ({ q: f.title, a: f.body })) : [{ q: '—', a: '—' }]
}

const meta = {
  title: 'Effects/Collapse',
  component: Collapse,
  // What Lock scroll changes is the page's scrolling while the panel is open, not the render: the Lock scroll story
  // shows it, no control.
  argTypes: { lockScroll: { control: false } },
  loaders: [async (context) => ({ entries: entriesOf(await (await kitFor(context)).page('mini-robot')) })],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Collapse>
export default meta

type Story = StoryObj<{ defaultOpen: boolean; duration: number; lockScroll: boolean }>

const entriesFrom = (loaded: Record<string, unknown>) => loaded.entries as { q: string; a: string }[]

const render: Story['render'] = (args, { loaded }) => {
  const [first] = entriesFrom(loaded)
  return (
    // Keyed by its first state: a change of the Default open control shows the component as it starts that way.
    <Collapse
      key={String(args.defaultOpen)}
      summary={first!.q}
      defaultOpen={args.defaultOpen}
      duration={args.duration}
      lockScroll={args.lockScroll}
    >
      <p>{first!.a}</p>
    </Collapse>
  )
}

export const Closed: Story = { args: { defaultOpen: false, duration: 0.5, lockScroll: false }, render }
export const Open: Story = { args: { defaultOpen: true, duration: 0.5, lockScroll: false }, render }

/** Opened by keyboard: aria-expanded flips and the height animates from 0 over 0.5 s to the content. */
export const OpenByKeyboard: Story = {
  ...Closed,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = canvasElement.querySelector<HTMLElement>('.sf-collapse__panel')!
    await waitFor(() => expect(panel.style.height).toBe('auto'), { timeout: 2000 })
  },
}

/** A sheet that locks page scrolling while open (17 px scrollbar compensation from ipad width up). */
export const LockScroll: Story = {
  args: { defaultOpen: false, duration: 0.5, lockScroll: true },
  render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(document.body.style.overflow).toBe('hidden')
  },
}

/** A list of questions as on the FAQ and product pages. */
export const Faq: Story = {
  args: { defaultOpen: false, duration: 0.5, lockScroll: false },
  // The list opens its first question, as the FAQ page does: no Default open control.
  argTypes: { defaultOpen: { control: false } },
  render: (args, { loaded }) => (
    <div className="sf-faq">
      {entriesFrom(loaded).map((e, i) => (
        <Collapse key={e.q} summary={e.q} defaultOpen={i === 0} duration={args.duration}>
          <p>{e.a}</p>
        </Collapse>
      ))}
    </div>
  ),
}
export const FaqJp = inRegion('jp', Faq)
export const FaqKr = inRegion('kr', Faq)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Faq, { loaders: meta.loaders })
