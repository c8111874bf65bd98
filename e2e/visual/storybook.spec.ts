import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { E2E_NOW, STORYBOOK_PORT } from '../../playwright.config'
import { VISUAL_REGIONS, VISUAL_WIDTHS, settle, SCREENSHOT } from './shots'

/**
 * Visual baselines of the designers' Storybook (docs/design-review.md#visual-baselines): every story of the static
 * build, at a phone and a desktop width, in us, de, jp, kr and cn, full page, compared with the committed shot under
 * e2e/visual/__screenshots__/. A story pinned to a region (`inRegion`) is shot in that region only, Foundations
 * once per width, and the "Regions side by side" stories not at all: each of their panes is its base story, shot in
 * each region. Stories are switched inside one preview per worker (Storybook's own channel, as its test runner
 * does), not reloaded: some 1,400 shots fit in minutes.
 */
interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

const indexFile = new URL('../../apps/storybook/storybook-static/index.json', import.meta.url)
const entries = (() => {
  try {
    return Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries as Record<string, IndexEntry>)
  } catch {
    throw new Error(`No built Storybook at ${indexFile.pathname}: run \`turbo run build\` first.`)
  }
})()
const stories = entries.filter((e) => e.type === 'story')

/** One preview per worker: its page is reused by every test the worker runs, one region and width at a time. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ reducedMotion: 'reduce' })
      // One instant for every story that reads the clock (countdowns, "ends in"): shots that never drift.
      await page.clock.setFixedTime(new Date(E2E_NOW))
      // The a11y panel's automatic axe run is the story tests' job (apps/storybook), not the shots'.
      await page.goto(
        `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=region:us;a11y.manual:!true`,
      )
      await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished')
      await use(page)
      await page.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
})

/** What the static index cannot say of a story (its name and tags there are the export's): its region pin and tags. */
async function aboutStory(page: Page, storyId: string): Promise<{ pinned?: string; tags: string[] }> {
  return page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__!.storyStoreValue.loadStory({ storyId })
    const pinned = story.storyGlobals?.region
    return { ...(typeof pinned === 'string' ? { pinned } : {}), tags: story.tags ?? [] }
  }, storyId)
}

/**
 * Shows `storyId` in `region` in the open preview and waits until it has rendered and played: Storybook's channel
 * reports each render's end. A globals change that alters nothing renders nothing, hence the time limit.
 */
async function showStory(page: Page, storyId: string, region: string): Promise<string> {
  return page.evaluate(
    async ({ storyId, region }) => {
      const preview = window.__STORYBOOK_PREVIEW__!
      const channel = preview.channel
      const ENDS = [
        'storyRendered',
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'storyMissing',
      ]
      const until = (emit: () => void) =>
        new Promise<string>((resolve) => {
          const done = (detail?: unknown) => {
            clearTimeout(timer)
            for (const end of ENDS) channel.off(end, done)
            resolve(typeof detail === 'string' ? 'rendered' : JSON.stringify(detail ?? 'rendered'))
          }
          const timer = setTimeout(() => done('rendered'), 3000)
          for (const end of ENDS) channel.on(end, done)
          emit()
        })
      let outcome = 'rendered'
      if (preview.storyStoreValue.userGlobals.get().region !== region)
        outcome = await until(() => channel.emit('updateGlobals', { globals: { region } }))
      if (preview.currentSelection?.storyId !== storyId)
        outcome = await until(() => channel.emit('setCurrentStory', { storyId, viewMode: 'story' }))
      return outcome
    },
    { storyId, region },
  )
}

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
          await expect(preview).toHaveScreenshot([story.id, name], SCREENSHOT(preview))
        })
      }
    })
  }
