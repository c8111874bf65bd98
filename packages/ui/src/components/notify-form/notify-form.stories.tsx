import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CAMPAIGN_WINDOWS, formatDate, REGION_TIME_ZONE } from '@storefront/region-config'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { asRead, choices, inRegion, noControl } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'
import { NotifyForm, type NotifyFormProps, type NotifyResult } from './notify-form'

type Place = 'sold-out' | 'pre-order' | 'launch'
type Args = { place: Place; result: 'ok' | 'error'; onNotify: (email: string) => void }

/** The form's words as the storefront picks them for a place and a region (docs/rules/notify.md#form). */
function textsOf(kit: RegionKit, place: Place): NotifyFormProps['texts'] {
  const start = Date.parse(CAMPAIGN_WINDOWS['christmas-sale'].start)
  const heading = {
    'sold-out': { title: kit.t('notify.soldOutTitle'), lead: kit.t('notify.soldOutLead') },
    'pre-order': { title: kit.t('notify.preOrderTitle'), lead: kit.t('notify.preOrderLead') },
    launch: {
      title: kit.t('notify.launchTitle', { name: kit.t('nav.christmas-sale') }),
      lead: kit.t('notify.launchLead', { date: formatDate(start, kit.locale, REGION_TIME_ZONE[kit.region]) }),
    },
  }[place]
  return {
    ...heading,
    placeholder: kit.t('notify.placeholder'),
    button: kit.t('notify.button'),
    // Double opt-in regions (uk, eu, fr, de): the mailed link confirms the request first.
    success: kit.t(kit.config.newsletterDoubleOptIn ? 'notify.confirm' : 'notify.success'),
    invalid: kit.t('newsletter.invalid'),
  }
}

const meta = {
  title: 'Forms/NotifyForm',
  component: NotifyForm,
  parameters: {
    docs: {
      description: {
        component:
          '"Notify me": under the buy box of a sold-out or pre-order robot (on the dark hero), and on the region ' +
          'home for a page that starts later. One mail; the same answer for a repeat.',
      },
    },
  },
  // The story's choices (its args' type) as a select, not free text.
  // The service's answer (`result`) shows only once the form is sent, which the Success and Server error stories'
  // play does, so no control for it.
  argTypes: { ...choices({ place: ['sold-out', 'pre-order', 'launch'] }), ...noControl('result') },
  // Shown on the product hero's dark background, where a product page puts it.
  decorators: [
    (Story) => (
      <div style={{ background: 'linear-gradient(160deg, #0b1220, #1c2638)', padding: 24 }}>
        <div style={{ maxWidth: 520 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NotifyForm>
export default meta

type Story = StoryObj<Args>

const render: Story['render'] = ({ place, result, onNotify }, context) => {
  const kit = kitOf(context)
  const send = async (email: string): Promise<NotifyResult> => {
    onNotify(email)
    return result === 'error' ? { ok: false, message: kit.t('api:code.4012') } : { ok: true }
  }
  return (
    <NotifyForm
      texts={textsOf(kit, place)}
      emailLabel={kit.t('notify.email')}
      sendingLabel={kit.t('notify.sending')}
      notice={{
        text: kit.t('privacy.notify'),
        link: { label: kit.t('nav.privacy-policy'), href: kit.href('privacy-policy') },
      }}
      onNotify={send}
    />
  )
}

const base: Story = { args: { place: 'sold-out', result: 'ok', onNotify: fn() }, render }

export const SoldOut: Story = base
export const PreOrder: Story = { ...base, args: { ...base.args, place: 'pre-order' } as Args }
export const Launch: Story = { ...base, args: { ...base.args, place: 'launch' } as Args }

/** An invalid address: the region's own message on the field, nothing sent. */
export const ValidationError: Story = {
  ...base,
  play: async ({ canvasElement, args, context }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'robot-fan@')
    await userEvent.click(canvas.getByRole('button'))
    await expect(canvas.getByRole('alert')).toHaveTextContent(asRead(kitOf(context).t('newsletter.invalid')))
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onNotify).not.toHaveBeenCalled()
  },
}

/**
 * Types `address` into an empty field and waits until the field holds all of it: a run again from the Interactions
 * panel starts on a field that may still hold the last run's text, and the click must not send half an address.
 */
async function typeAddress(canvas: ReturnType<typeof within>, address: string) {
  const field = await canvas.findByRole('textbox')
  await userEvent.clear(field)
  await userEvent.type(field, address)
  await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue(address))
}

/** Taken: the success (or, in double opt-in regions, the confirmation request) replaces the form and has the focus. */
export const Success: Story = {
  ...base,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await typeAddress(canvas, 'robot-fan@example.com')
    await userEvent.click(canvas.getByRole('button'))
    const status = await canvas.findByRole('status')
    // The message takes the focus in the effect after it renders.
    await waitFor(() => expect(status).toHaveFocus())
    await expect(args.onNotify).toHaveBeenCalledWith('robot-fan@example.com')
  },
}

/** The service refused (rate limit): its message with its icon, and the form stays for another try. */
export const ServerError: Story = {
  args: { place: 'sold-out', result: 'error', onNotify: fn() },
  render,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement)
    await typeAddress(canvas, 'robot-fan@example.com')
    await userEvent.click(canvas.getByRole('button'))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(asRead(kitOf(context).t('api:code.4012')))
    await expect(canvas.getByRole('button')).toBeEnabled()
  },
}

export const RegionCn = inRegion('cn', PreOrder)
export const RegionUs = inRegion('us', SoldOut)
export const RegionUk = inRegion('uk', Launch)
export const RegionEu = inRegion('eu', SoldOut)
export const RegionFr = inRegion('fr', Launch)
export const RegionDe = inRegion('de', Launch)
export const RegionJp = inRegion('jp', SoldOut)
export const RegionKr = inRegion('kr', SoldOut)
export const ValidationErrorKr = inRegion('kr', ValidationError)
export const SuccessFr = inRegion('fr', Success)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(SoldOut)
