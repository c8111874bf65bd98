import { useCallback, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { choices, inRegion, noControl } from '../../stories/regions'
import { ToastStack, type ToastItem } from './toast'
import { sideBySide } from '../../stories/side-by-side'

type Kind = 'toast' | 'notification' | 'error' | 'success'

function itemsOf(kit: RegionKit, kinds: Kind[], duration: number | undefined): ToastItem[] {
  const { t } = kit
  const make: Record<Kind, Omit<ToastItem, 'id'>> = {
    toast: { kind: 'toast', message: t('api:code.4012') },
    notification: { kind: 'notification', title: t('brand.name'), message: t('api:code.4003') },
    error: { kind: 'toast', tone: 'error', message: t('api:code.5000') },
    success: { kind: 'toast', tone: 'success', message: kit.newsletter.success },
  }
  return kinds.map((k, i) => ({ id: i + 1, ...make[k], ...(duration !== undefined ? { duration } : {}) }))
}

/** Holds the stack as the storefront's toast store does: dismissing removes the item. */
function Demo({ kit, kinds, duration }: { kit: RegionKit; kinds: Kind[]; duration: number | undefined }) {
  const [items, setItems] = useState(() => itemsOf(kit, kinds, duration))
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), [])
  return (
    <>
      <button type="button" className="sf-button" onClick={() => setItems(itemsOf(kit, kinds, duration))}>
        ↻<span className="sf-visually-hidden">Show again</span>
      </button>
      <ToastStack items={items} onDismiss={dismiss} dismissLabel={kit.t('toast.close')} />
    </>
  )
}

const meta = {
  title: 'Feedback/ToastStack',
  // The story's choices (its args' type) as a select, not free text.
  argTypes: {
    ...choices({ kinds: ['toast', 'notification', 'error', 'success'] }, 'check'),
    // Hold changes how long the stack stays up, not how it looks: the Auto dismiss story shows the real timings.
    ...noControl('hold'),
  },
  component: ToastStack,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastStack>
export default meta

/** `hold` keeps the stack up for review; without it the real defaults apply (toast 3 s, notification 4.5 s). */
type Story = StoryObj<{ kinds: Kind[]; hold: boolean }>

const render: Story['render'] = ({ kinds, hold }, context) => (
  // Keyed by its args: a change of the Kinds or Hold control shows the stack as it starts with them.
  <Demo key={`${kinds.join()}-${hold}`} kit={kitOf(context)} kinds={kinds} duration={hold ? 3_600_000 : undefined} />
)

export const Toast: Story = { args: { kinds: ['toast'], hold: true }, render }
export const Notification: Story = { args: { kinds: ['notification'], hold: true }, render }
export const ErrorToast: Story = { args: { kinds: ['error'], hold: true }, render }
export const Success: Story = { args: { kinds: ['success'], hold: true }, render }
export const Stack: Story = { args: { kinds: ['notification', 'error', 'success'], hold: true }, render }
export const StackKr = inRegion('kr', Stack)

/** Real timings: the toast leaves after 3 s; the notification stays until 4.5 s. */
export const AutoDismiss: Story = {
  args: { kinds: ['toast', 'notification'], hold: false },
  render,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    const toasts = () => canvasElement.querySelectorAll('.sf-toast')
    await expect(toasts()).toHaveLength(2)
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 4000 })
    await expect(canvas.getByText(kitOf(context).t('api:code.4003'))).toBeInTheDocument()
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('.sf-toast button')!)
    await expect(toasts()).toHaveLength(0)
  },
}

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Stack, { minWidth: 'full', minHeight: 320 })
