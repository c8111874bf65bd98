/**
 * Every play function in every region and at the widths of the viewport menu: Storybook's own story tests
 * (@storybook/addon-vitest) run each story once, in the toolbar's first region (us) at 1440 px, so a play function
 * that breaks in German or on a phone would pass them. Each run here is that story test in another region or width
 * (the same render, loaders, play, axe check and console.error check of .storybook/vitest.setup.ts), with the region
 * and viewport as initial globals. A story pinned to a region or width (`inRegion`, `atViewport`) keeps its pin.
 *
 * Every region runs at both ends of the menu, the phone and the wide desktop (the two widths designers approve);
 * the widths between them, where the layout changes at a breakpoint, run in the regions of the shortest and the
 * longest words (us, de): what a breakpoint changes is the layout, and what strains a layout is the length of its
 * words. `STORY_MATRIX=full` runs every region at every width; `STORY_WIDTHS=mobile,ipad` every region at those.
 * `STORY_RUNS=20` runs each of them twenty times over, one test per run, to catch a play function that races the
 * render (`-t 'Login'` to pick a file).
 *
 * The runs are dealt in turn to the test files of every-region-and-width/, which Vitest runs side by side: a run
 * mostly waits (for the viewport, for a toast's real timer), so one file of them in a row leaves the CPU idle.
 */
import { describe, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite'
import { REGION_IDS, type RegionId } from '@storefront/region-config'
import { INITIAL_GLOBALS } from '../.storybook/initial-globals'
import { sizeOf, VIEWPORTS, type ViewportKey } from '../.storybook/viewports'
import { STORY_FILES } from './stories'

// From the environment through vitest.config.ts (`provide`): the browser has no `process`.
const CHOSEN_WIDTHS = inject('storyWidths')?.split(',') as ViewportKey[] | undefined
const WIDTHS = CHOSEN_WIDTHS ?? (Object.keys(VIEWPORTS) as ViewportKey[])
const RUNS = inject('storyRuns') ?? 1
const ENDS: ViewportKey[] = ['mobile', 'desktop']
const BETWEEN_REGIONS: RegionId[] = ['us', 'de']
/** Whether a story with no pins runs in `region` at `width` (see above). */
const inMatrix = (region: RegionId, width: ViewportKey): boolean =>
  CHOSEN_WIDTHS !== undefined ||
  inject('storyMatrix') === 'full' ||
  ENDS.includes(width) ||
  BETWEEN_REGIONS.includes(region)
/**
 * Whether a run is the story test itself: its region and width are each the story's own pin (undefined here) or the
 * toolbar's first. Storybook's story tests run that one already; it runs here only when repeated to catch a race
 * (`STORY_RUNS`).
 */
const isStoryTest = (region: RegionId | undefined, width: ViewportKey | undefined): boolean =>
  RUNS === 1 &&
  (region ?? INITIAL_GLOBALS.region) === INITIAL_GLOBALS.region &&
  (width ?? INITIAL_GLOBALS.viewport.value) === INITIAL_GLOBALS.viewport.value

interface Run {
  name: string
  exportName: string
  story: StoryObj
  meta: Meta
  region: RegionId | undefined
  width: ViewportKey | undefined
}

/** Every run of the matrix, grouped by story file, in a fixed order. */
function runsByFile(): [title: string, runs: Run[]][] {
  return STORY_FILES.map(({ path, meta, stories }): [string, Run[]] => {
    const runs: Run[] = []
    for (const [exportName, story] of stories) {
      if (!story.play || story.tags?.includes('!test')) continue
      const regions = story.globals?.region ? [undefined] : REGION_IDS
      const widths = story.globals?.viewport ? [undefined] : WIDTHS
      for (const region of regions)
        for (const width of widths) {
          if ((region && width && !inMatrix(region, width)) || isStoryTest(region, width)) continue
          for (let run = 1; run <= RUNS; run++) {
            const name = [story.name ?? exportName, region, width && sizeOf(width).width, RUNS > 1 && `run ${run}`]
              .filter(Boolean)
              .join(' · ')
            runs.push({ name, exportName, story, meta, region, width })
          }
        }
    }
    return [meta.title ?? path, runs]
  })
}

/** The test files that share the runs (every-region-and-width/part-N.test.ts, N from 1). */
export const PARTS = 4

/** Declares the runs of part `part` (1 to PARTS): every PARTS-th run, so each part gets some of every story. */
export function describeEveryRegionAndWidth(part: number): void {
  let index = 0
  for (const [title, runs] of runsByFile()) {
    const mine = runs.filter(() => index++ % PARTS === part - 1)
    if (mine.length === 0) continue
    describe(title, () => {
      for (const { name, exportName, story, meta, region, width } of mine)
        test(name, async () => {
          const composed = composeStory(
            story,
            meta,
            {
              initialGlobals: {
                ...(region ? { region } : {}),
                ...(width ? { viewport: { value: width, isRotated: false } } : {}),
              },
            },
            exportName,
          )
          const key = (composed.globals.viewport as { value?: ViewportKey } | undefined)?.value ?? 'desktop'
          const { width: w, height: h } = sizeOf(key)
          await page.viewport(w, h)
          await composed.run()
        })
    })
  }
}
