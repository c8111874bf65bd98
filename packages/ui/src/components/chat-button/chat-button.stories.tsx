import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { kitOf } from '../../stories/region-kit'
import { ChatButton } from './chat-button'
import { sideBySide } from '../../stories/side-by-side'

const meta = {
  title: 'Feedback/ChatButton',
  component: ChatButton,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Floating customer chat (us pages only): hidden until the page scrolls up or rests 3 s.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  globals: { region: 'us' },
} satisfies Meta<typeof ChatButton>
export default meta

type Story = StoryObj<{ visible: boolean; onOpen: () => void }>

const render: Story['render'] = ({ visible, onOpen }, context) => (
  <ChatButton visible={visible} label={kitOf(context).t('chat.open')} onOpen={onOpen} />
)

export const Visible: Story = {
  args: { visible: true, onOpen: fn() },
  render,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(args.onOpen).toHaveBeenCalled()
  },
}
export const Hidden: Story = { args: { visible: false, onOpen: fn() }, render }

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(Visible, { minHeight: 120 })
