import { useEffect, useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { kitOf, type RegionKit } from '../../stories/region-kit'
import { inRegion } from '../../stories/regions'
import { sideBySide } from '../../stories/side-by-side'
import { WelcomeDialog } from './account-welcome-dialog'

type Args = { onClose: () => void }

const meta = {
  title: 'Account/WelcomeDialog',
  component: WelcomeDialog,
  parameters: {
    docs: {
      description: {
        component:
          'The new-user popup promising 200 Credits: a native modal dialog (focus stays inside, Escape closes it).',
      },
      // Each story in its own frame on the docs page: an open modal would cover the page.
      story: { inline: false, height: '480px' },
    },
  },
} satisfies Meta<typeof WelcomeDialog>
export default meta

type Story = StoryObj<Args>

const labelsOf = ({ tAccount: t }: RegionKit) => ({
  title: t('welcome.title'),
  body: t('welcome.body'),
  cta: t('welcome.cta'),
  close: t('welcome.close'),
})

function Demo({ kit, onClose }: Args & { kit: RegionKit }) {
  const t = kit.tAccount
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="sf-link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('register.perkDetails')}
      </button>
      <WelcomeDialog
        open={open}
        onClose={() => {
          setOpen(false)
          onClose()
        }}
        labels={labelsOf(kit)}
      />
    </>
  )
}

const render: Story['render'] = (args, context) => <Demo kit={kitOf(context)} {...args} />
const base: Story = { args: { onClose: fn() }, render }

/**
 * Open on arrival, focus on its main action; its close button closes it and the perk button opens it
 * again. (Escape is the browser's own for a modal dialog: e2e/account.spec.ts presses it for real.)
 */
export const Open: Story = {
  ...base,
  play: async ({ canvasElement, args, context }) => {
    const t = kitOf(context).tAccount
    const page = within(canvasElement.ownerDocument.body)
    // Opened by an effect after the first paint: in the static build the play can start before it.
    const dialog = await page.findByRole('dialog', { name: t('welcome.title') })
    await waitFor(() => expect(page.getByRole('button', { name: t('welcome.cta') })).toHaveFocus())
    await userEvent.click(page.getByRole('button', { name: t('welcome.close') }))
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'))
    // The dialog's close event comes a task later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await userEvent.click(page.getByRole('button', { name: t('register.perkDetails') }))
    await expect(dialog).toHaveAttribute('open')
  },
}
export const OpenJp = inRegion('jp', base)
export const OpenDe = inRegion('de', base)

/** The open dialog in place (not modal), so five of them fit on one page; its own effect would open it modal. */
function InPlace({ kit }: { kit: RegionKit }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.querySelector('dialog')?.show(), [])
  return (
    <div ref={box} style={{ position: 'relative', minHeight: 440 }}>
      <WelcomeDialog open={false} onClose={() => {}} labels={labelsOf(kit)} />
    </div>
  )
}

/** The dialog in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide: Story = sideBySide<Story>(
  { render: (_args, context) => <InPlace kit={kitOf(context)} /> },
  { minWidth: 'full' },
)
