import { readFileSync } from 'node:fs'
import { test as base, devices, type Page } from '@playwright/test'
import { E2E_NOW, STORYBOOK_PORT } from '../../playwright.config'

/**
 * The built Storybook as the visual baselines (storybook.spec.ts) and the controls check (storybook-controls.spec.ts)
 * drive it: the stories of the static build's index, and one preview per worker in which stories, regions and args
 * are switched through Storybook's own channel (as its manager and test runner do), not by reloading.
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
export const stories = entries.filter((e) => e.type === 'story')

/** One preview per worker: its page is reused by every test the worker runs, one region and width at a time. */
export const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        reducedMotion: 'reduce',
        // The token by which Storybook knows its own test runner (as it knows Vitest's browser mode): for it, the
        // preview stops CSS animations at their end itself, where for a person it waits after every render until
        // they have finished. A shot stops them anyway (shots.ts), to the same pixels.
        userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`,
      })
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
export async function aboutStory(page: Page, storyId: string): Promise<{ pinned?: string; tags: string[] }> {
  return page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__!.storyStoreValue.loadStory({ storyId })
    const pinned = story.storyGlobals?.region
    return { ...(typeof pinned === 'string' ? { pinned } : {}), tags: story.tags ?? [] }
  }, storyId)
}

/**
 * What one of Storybook's channel events leads to: 'rendered' once the render it starts has ended, else what the
 * preview reported (an error, a missing story). An event that alters nothing renders nothing, hence the time limit.
 */
type Emit = { event: 'updateGlobals' | 'setCurrentStory' | 'updateStoryArgs' | 'resetStoryArgs'; payload: unknown }

async function emitAndWait(page: Page, emits: Emit[]): Promise<string> {
  return page.evaluate(async (emits) => {
    const preview = window.__STORYBOOK_PREVIEW__!
    const channel = preview.channel
    const ENDS = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']
    let outcome = 'rendered'
    for (const { event, payload } of emits)
      outcome = await new Promise<string>((resolve) => {
        const done = (detail?: unknown) => {
          clearTimeout(timer)
          for (const end of ENDS) channel.off(end, done)
          resolve(typeof detail === 'string' ? 'rendered' : JSON.stringify(detail ?? 'rendered'))
        }
        const timer = setTimeout(() => done('rendered'), 3000)
        for (const end of ENDS) channel.on(end, done)
        channel.emit(event, payload)
      })
    return outcome
  }, emits)
}

/** Shows `storyId` in `region` in the open preview and waits until it has rendered and played. */
export async function showStory(page: Page, storyId: string, region: string): Promise<string> {
  const { region: current, storyId: shown } = await page.evaluate(() => {
    const preview = window.__STORYBOOK_PREVIEW__!
    return { region: preview.storyStoreValue.userGlobals.get().region, storyId: preview.currentSelection?.storyId }
  })
  return emitAndWait(page, [
    ...(current !== region ? [{ event: 'updateGlobals' as const, payload: { globals: { region } } }] : []),
    ...(shown !== storyId ? [{ event: 'setCurrentStory' as const, payload: { storyId, viewMode: 'story' } }] : []),
  ])
}

/** Sets args of the story shown, as a change in the Controls panel does (the story re-renders, its play does not
 * run again), and waits until it has rendered. */
export const updateArgs = (page: Page, storyId: string, updatedArgs: Record<string, unknown>) =>
  emitAndWait(page, [{ event: 'updateStoryArgs', payload: { storyId, updatedArgs } }])

/** Puts the story's args back to its own, as the Controls panel's reset does. */
export const resetArgs = (page: Page, storyId: string) =>
  emitAndWait(page, [{ event: 'resetStoryArgs', payload: { storyId } }])
