import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

// Illustrations live with the copy in @storefront/content (public/img); served like the storefront does.
const contentPublic = join(dirname(fileURLToPath(import.meta.resolve('@storefront/content'))), '../public')

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The foundations (tokens) first, then every component of packages/ui.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: existsSync(contentPublic) ? [contentPublic] : [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
