/**
 * What a designer reviews a release with (docs/design-review.md): every component's docs page opens with its
 * description, and every component has a story that shows it in five regions side by side. A new component's
 * story file without them fails here, naming what is missing.
 */
import { describe, expect, test } from 'vitest'
import { SIDE_BY_SIDE } from '@storefront/ui/storybook'
import { STORY_FILES } from './stories'

// The components' code as text. The docs page's description is the JSDoc react-docgen reads above the
// component; Storybook leaves react-docgen out of story tests, so the check reads the comment itself.
const SOURCES = import.meta.glob<string>('../../../packages/ui/src/components/*/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The JSDoc right above `export function Name` (or `export const Name`) in the story's folder. */
function jsdocOf(storyPath: string, name: string): string {
  const folder = storyPath.slice(0, storyPath.lastIndexOf('/') + 1)
  const declaration = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:function|const) ${name}\\b`)
  for (const [path, source] of Object.entries(SOURCES)) {
    if (!path.endsWith(`/${folder}${path.slice(path.lastIndexOf('/') + 1)}`) || path.includes('.stories.')) continue
    const match = declaration.exec(source)
    if (match) return match[1]!.replace(/^\s*\*\s?/gm, '').trim()
  }
  return ''
}

/** The description the docs page shows: the component's JSDoc, else (a hook, no component) the story file's note. */
function descriptionOf({ path, meta }: (typeof STORY_FILES)[number]): string {
  const name = (meta.component as { name?: string } | undefined)?.name
  const note = (meta.parameters?.docs as { description?: { component?: string } } | undefined)?.description?.component
  return name ? jsdocOf(path, name) : (note ?? '').trim()
}

describe.each(STORY_FILES.map((file) => [file.meta.title ?? file.path, file] as const))('%s', (_, file) => {
  test('has a docs description (the JSDoc of its component)', () => {
    expect(descriptionOf(file), `${file.path}: write a JSDoc comment on the component`).not.toBe('')
  })
  test(`has a "${SIDE_BY_SIDE}" story (sideBySide of @storefront/ui/storybook)`, () => {
    const names = file.stories.map(([, story]) => story.name)
    expect(names, `${file.path}: export const RegionsSideBySide = sideBySide(…)`).toContain(SIDE_BY_SIDE)
  })
})
