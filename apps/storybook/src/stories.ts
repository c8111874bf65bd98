/**
 * Every story file of packages/ui, loaded as modules, for the tests that walk all of them (every region and width,
 * docs coverage). The same files as `.storybook/main.ts` lists; Storybook finds them by this glob too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'

export interface StoryFile {
  path: string
  meta: Meta & { component?: unknown }
  stories: [exportName: string, story: StoryObj][]
}

const modules = import.meta.glob<Record<string, unknown>>('../../../packages/ui/src/components/*/*.stories.tsx', {
  eager: true,
})

/** A named export that is a story (CSF: every export but `default` and `__namedExportsOrder`). */
const isStoryExport = (name: string) => name !== 'default' && name !== '__namedExportsOrder'

export const STORY_FILES: StoryFile[] = Object.entries(modules).map(([path, module]) => ({
  path: path.replace(/^(\.\.\/)+/, ''),
  meta: module.default as StoryFile['meta'],
  stories: Object.entries(module)
    .filter(([name]) => isStoryExport(name))
    .map(([name, story]) => [name, story as StoryObj]),
}))
