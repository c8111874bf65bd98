import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { kitOf } from '../../stories/region-kit'
import { asRead, inRegion, noControl } from '../../stories/regions'
import { NewsletterForm, type SubscribeResult } from './newsletter-form'
// Shown on the footer's dark background (its stylesheet only).
import '../footer/footer.css'
import { sideBySide } from '../../stories/side-by-side'

type Args = { result: 'created' | 'already' | 'error'; onSubscribe: (email: string, optIn: boolean) => void }

const meta = {
  title: 'Forms/NewsletterForm',
  // The service's answer to the next subscribe: it shows only once the form is sent, which each story's play does
  // (Success, Already subscribed, Server error), so no control.
  argTypes: noControl('result'),
  component: NewsletterForm,
  parameters: { layout: 'fullscreen' },
  // The form lives in the dark footer: shown on its background.
  decorators: [
    (Story) => (
      <div className="sf-footer" style={{ margin: 0, padding: 24 }}>
        <div style={{ maxWidth: 520 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>
export default meta

type Story = StoryObj<Args>

const render: Story['render'] = ({ result, onSubscribe }, context) => {
  const kit = kitOf(context)
  const subscribe = async (email: string, optIn: boolean): Promise<SubscribeResult> => {
    onSubscribe(email, optIn)
    if (result === 'error') return { ok: false, message: kit.t('api:code.4012') }
    return { ok: true, created: result === 'created' }
  }
  return (
    <NewsletterForm
      texts={kit.newsletter}
      emailLabel={kit.t('footer.newsletterEmail')}
      sendingLabel={kit.t('form.sending')}
      consentTick={kit.config.newsletterConsentTick}
      onSubscribe={subscribe}
    />
  )
}

/** Ticks the marketing tick where the region's form shows one (docs/rules/newsletter.md#consent). */
const tickIfShown = async (canvas: ReturnType<typeof within>, context: Parameters<typeof kitOf>[0]) => {
  if (kitOf(context).config.newsletterConsentTick) await userEvent.click(canvas.getByRole('checkbox'))
}

const base: Story = { args: { result: 'created', onSubscribe: fn() }, render }

export const Empty: Story = base

/** An invalid address: the region's own message (us: "Incorrect email address format"), nothing sent. */
export const ValidationError: Story = {
  ...base,
  play: async ({ canvasElement, args, context }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@')
    await userEvent.click(canvas.getByRole('button'))
    await expect(canvas.getByRole('alert')).toHaveTextContent(asRead(kitOf(context).newsletter.invalid))
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubscribe).not.toHaveBeenCalled()
  },
}

export const Success: Story = {
  ...base,
  play: async ({ canvasElement, args, context }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@example.com')
    await tickIfShown(canvas, context)
    await userEvent.click(canvas.getByRole('button'))
    await expect(await canvas.findByRole('status')).toHaveTextContent(asRead(kitOf(context).newsletter.success))
    await expect(args.onSubscribe).toHaveBeenCalledWith('robot-fan@example.com', true)
  },
}

/** A region whose form shows the marketing tick, sent without it: the form says so and sends nothing. */
export const TickMissing: Story = {
  ...inRegion('kr', {
    ...base,
    play: async ({ canvasElement, args, context }) => {
      const canvas = within(canvasElement)
      await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@example.com')
      await userEvent.click(canvas.getByRole('button'))
      await expect(canvas.getByRole('alert')).toHaveTextContent(asRead(kitOf(context).newsletter.optInRequired))
      await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
      await expect(args.onSubscribe).not.toHaveBeenCalled()
    },
  }),
  name: 'Tick missing (kr)',
}

export const AlreadySubscribed: Story = {
  args: { result: 'already', onSubscribe: fn() },
  render,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@example.com')
    await tickIfShown(canvas, context)
    await userEvent.click(canvas.getByRole('button'))
    await expect(await canvas.findByRole('status')).toHaveTextContent(asRead(kitOf(context).newsletter.already))
  },
}

/** The server refused (rate limit): its message, and the form stays for another try. */
export const ServerError: Story = {
  args: { result: 'error', onSubscribe: fn() },
  render,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@example.com')
    await tickIfShown(canvas, context)
    await userEvent.click(canvas.getByRole('button'))
    await expect(await canvas.findByRole('alert')).toBeInTheDocument()
  },
}

export const ValidationErrorJp = inRegion('jp', ValidationError)
export const ValidationErrorDe = inRegion('de', ValidationError)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Empty)
