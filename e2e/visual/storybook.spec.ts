import { expect } from '@playwright/test'
import { expectShot, settle, VISUAL_REGIONS, VISUAL_WIDTHS } from './shots'
import { aboutStory, showStory, stories, test } from './storybook-preview'

/**
 * Visual baselines of the designers' Storybook (docs/design-review.md#visual-baselines): every story of the static
 * build, at a phone and a desktop width, in us, de, jp, kr and cn, full page, compared with the committed shot under
 * e2e/visual/__screenshots__/. A story pinned to a region (`inRegion`) is shot in that region only, Foundations
 * once per width, and the "Regions side by side" stories not at all: each of their panes is its base story, shot in
 * each region. Stories are switched inside one preview per worker (Storybook's own channel, as its test runner
 * does, storybook-preview.ts), not reloaded: some 1,400 shots fit in minutes.
 */
for (const width of VISUAL_WIDTHS)
  for (const region of VISUAL_REGIONS) {
    test.describe(`storybook at ${width} px in ${region}`, () => {
      // In order, in one worker: the preview changes region once per group, not once per story.
      test.describe.configure({ mode: 'default' })
      for (const story of stories) {
        test(`${story.title} / ${story.name} · ${region} · ${width}`, async ({ preview }) => {
          const { pinned, tags } = await aboutStory(preview, story.id)
          test.skip(tags.includes('side-by-side'), 'each pane is its base story, shot in each region')
          const once = pinned !== undefined || story.id.startsWith('foundations-')
          test.skip(once && region !== VISUAL_REGIONS[0], `shot once per width, in ${pinned ?? 'us'}`)
          await preview.setViewportSize({ width, height: 900 })
          expect(await showStory(preview, story.id, region)).toBe('rendered')
          await settle(preview)
          const name = `${pinned ?? region}-${width}.png`
          await expectShot(preview, [story.id, name])
        })
      }
    })
  }
