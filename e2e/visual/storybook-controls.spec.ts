import { expect, type Page } from '@playwright/test'
import type { StorybookArgType } from '../fixtures/window'
import { resetArgs, showStory, stories, test, updateArgs } from './storybook-preview'

/**
 * Every control of every story changes what the story renders (docs/design-review.md#what-the-tests-already-checked):
 * a control that changes nothing is removed from the story (`control: false`) or made to drive the render, and a
 * control whose values are a set offers them as a select. For each story of the static build, each control the
 * Controls panel shows is set to another valid value the way the panel sets it (Storybook's `updateStoryArgs`: the
 * story renders again with its state kept, its play function not run again) and the page must differ from before.
 * One region (us) at one width (1440 px) keeps it short: a control that works in us works in every region unless
 * the component ignores it there, which the visual baselines of each region show.
 */

/** A control as the Controls panel shows it: the story's own arg, a control that is not disabled. */
interface Control {
  name: string
  type: string
  value: unknown
  options?: readonly unknown[]
  min?: number
  max?: number
  step?: number
}

async function controlsOf(page: Page, storyId: string): Promise<Control[]> {
  return page.evaluate(async (storyId) => {
    const store = window.__STORYBOOK_PREVIEW__!.storyStoreValue
    const story = await store.loadStory({ storyId })
    const shown = ([, t]: [string, StorybookArgType]) => !t.table?.disable && t.control && !t.control.disable
    return Object.entries(story.argTypes)
      .filter(shown)
      .map(([name, t]) => {
        const c = t.control as Exclude<StorybookArgType['control'], false | undefined>
        return {
          name,
          type: c.type ?? (t.options ? 'select' : 'object'),
          value: story.initialArgs[name],
          ...(t.options ? { options: t.options } : {}),
          ...(c.min !== undefined ? { min: c.min } : {}),
          ...(c.max !== undefined ? { max: c.max } : {}),
          ...(c.step !== undefined ? { step: c.step } : {}),
        }
      })
  }, storyId)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Another valid value of the control, as a designer would pick it; undefined for what has no obvious other value
 * (an object or a colour: those controls are checked by eye). */
function anotherValue(c: Control): { value: unknown } | undefined {
  switch (c.type) {
    case 'select':
    case 'radio':
    case 'inline-radio': {
      const other = c.options?.find((o) => !same(o, c.value))
      return other === undefined ? undefined : { value: other }
    }
    case 'check':
    case 'inline-check':
    case 'multi-select': {
      const chosen = Array.isArray(c.value) ? c.value : []
      const missing = c.options?.find((o) => !chosen.some((v) => same(v, o)))
      return { value: missing !== undefined ? [...chosen, missing] : chosen.slice(0, -1) }
    }
    case 'boolean':
      return { value: !c.value }
    case 'number':
    case 'range': {
      const now = typeof c.value === 'number' ? c.value : 0
      const step = c.step ?? 1
      return { value: c.max !== undefined && now + step > c.max ? now - step : now + step }
    }
    case 'text':
      return { value: `${typeof c.value === 'string' ? c.value : ''}changed` }
    default:
      return undefined
  }
}

/** What the story shows: the canvas and whatever it renders outside it (a dialog, toasts, a banner). */
const rendered = (page: Page) =>
  page.evaluate(async () => {
    // A state set in an effect (a measured width, a timer started) lands in the next frames.
    for (let i = 0; i < 2; i += 1) await new Promise((r) => requestAnimationFrame(r))
    return document.body.innerHTML
  })

let checked = 0
let skipped = 0

test.describe('storybook controls (us, 1440 px)', () => {
  // In order, in one worker, in one preview: a story is switched to, not reloaded.
  test.describe.configure({ mode: 'default' })
  test.afterAll(() => console.log(`storybook controls: ${checked} checked, ${skipped} with no other value to try`))

  for (const story of stories) {
    test(`controls: ${story.title} / ${story.name}`, async ({ preview }) => {
      const controls = await controlsOf(preview, story.id)
      // A story without controls is not rendered: nothing to change.
      if (controls.length === 0) return
      await preview.setViewportSize({ width: 1440, height: 900 })
      expect(await showStory(preview, story.id, 'us')).toBe('rendered')
      // A play function may run past the channel's time limit (Auto dismiss waits out its toasts): a control changed
      // while it plays would re-render under it.
      await preview.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished')
      for (const control of controls) {
        const other = anotherValue(control)
        if (!other) {
          skipped += 1
          continue
        }
        const before = await rendered(preview)
        expect(await updateArgs(preview, story.id, { [control.name]: other.value })).toBe('rendered')
        const after = await rendered(preview)
        checked += 1
        expect
          .soft(after, `${control.name}: ${JSON.stringify(control.value)} → ${JSON.stringify(other.value)}`)
          .not.toBe(before)
        expect(await resetArgs(preview, story.id)).toBe('rendered')
      }
    })
  }
})
