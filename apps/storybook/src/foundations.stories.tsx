import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ButtonClasses, ColourTokens, LayoutTokens, SpacingTokens, TOKENS, TypeScaleTokens } from './foundations'

const meta = {
  title: 'Foundations',
  parameters: {
    docs: {
      description: {
        component:
          "The storefront's design tokens as they ship: every colour, type step, spacing and layout value is read " +
          "from `@storefront/ui/base.css`'s custom properties (and the breakpoints from tokens.ts), so this page " +
          'changes when a token does. The buttons are the classes base.css styles.',
      },
    },
  },
} satisfies Meta
export default meta

type Story = StoryObj

export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    // Every token of base.css is on one of the pages: read, not restated.
    await expect(TOKENS.length).toBeGreaterThan(10)
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(5)
  },
}
export const TypeScale: Story = { render: () => <TypeScaleTokens /> }
export const Spacing: Story = { render: () => <SpacingTokens /> }
export const Layout: Story = { render: () => <LayoutTokens /> }
export const Buttons: Story = { render: () => <ButtonClasses /> }
