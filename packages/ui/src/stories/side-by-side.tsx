/**
 * One story per component that shows it in five regions at once (us, de, jp, kr, cn), so a designer compares
 * lengths, scripts and line breaks without switching the toolbar (docs/design-review.md). Each region renders in
 * its own pane with its own kit (its i18n instance, config, catalogue and currency), its own loaders' data and its
 * own `lang`, exactly as the story renders for that region alone. apps/storybook's story tests fail for a component
 * without one.
 */
import type { ComponentType, ReactNode } from 'react'
import type { RegionId } from '@storefront/region-config'
import { kitFor, type RegionKit } from './region-kit'

/** The regions side by side: English, a long-word language and the three CJK scripts. */
export const SIDE_BY_SIDE_REGIONS = ['us', 'de', 'jp', 'kr', 'cn'] as const satisfies readonly RegionId[]

/** The name of every side-by-side story (and its tag). */
export const SIDE_BY_SIDE = 'Regions side by side'

type Context = { loaded: Record<string, unknown>; globals: Record<string, unknown>; component?: unknown }
type Render = (args: object, context: Context) => ReactNode
type Loader = (context: Context) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void
// A story of a file (StoryObj): its args (with their controls), render and loaders are read.
type StoryLike = { args?: object | undefined; argTypes?: object | undefined; render?: unknown; loaders?: unknown }

interface PaneData {
  kit: RegionKit
  loaded: Record<string, unknown>
}

/** Without a render of its own a story renders the file's component with its args (Storybook's default). */
const renderComponent: Render = (args, { component }) => {
  const Component = component as ComponentType<object>
  return <Component {...args} />
}

/** Renders the story for one region, as a component so each pane keeps its own hooks and state. */
function Pane({ render, args, context }: { render: Render; args: object; context: Context }) {
  return <>{render(args, context)}</>
}

const listOf = (loaders: unknown): Loader[] => (Array.isArray(loaders) ? loaders : loaders ? [loaders] : []) as Loader[]

export interface SideBySideOptions {
  /** Narrowest pane in px (panes wrap below it), or 'full' for what spans the page (header, footer, hero). */
  minWidth?: number | 'full'
  /** Height each pane keeps for what is fixed to the screen (a banner, a button, toasts), in px. */
  minHeight?: number
  /** The file's own loaders (`meta.loaders`), run again for each region. */
  loaders?: unknown
}

/** The side-by-side story of `base` (a story of the file): its args and controls, render and loaders per region. */
export function sideBySide<S extends StoryLike>(
  base: S,
  { minWidth = 320, minHeight, loaders }: SideBySideOptions = {},
): S {
  const render = (base.render ?? renderComponent) as Render
  const perRegion = [...listOf(loaders), ...listOf(base.loaders)]
  const columns = minWidth === 'full' ? '1fr' : `repeat(auto-fit, minmax(min(100%, ${minWidth}px), 1fr))`
  // Not the base's play function (it asks for one pane) nor its globals (they pin one region).
  return {
    ...(base.args ? { args: base.args } : {}),
    // The base's controls: one it turns off (it changes nothing there) changes nothing in the panes either.
    ...(base.argTypes ? { argTypes: base.argTypes } : {}),
    name: SIDE_BY_SIDE,
    tags: ['side-by-side'],
    parameters: {
      layout: 'fullscreen',
      // A screen or section that is once per page (its heading's id names its landmark) shown five times: the
      // five landmarks share that name. Each region's own story checks it alone, with this rule on.
      a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
      // The story's code, not a snippet rendered from its elements: the panes' props hold five regions' kits, which
      // the snippet's serialiser recurses into until the stack overflows.
      docs: { source: { type: 'code' } },
    },
    loaders: [
      async (context: Context) => ({
        panes: await Promise.all(
          SIDE_BY_SIDE_REGIONS.map(async (region): Promise<PaneData> => {
            const regional = { ...context, globals: { ...context.globals, region } }
            const loaded = Object.assign({}, ...(await Promise.all(perRegion.map((load) => load(regional)))))
            return { kit: await kitFor(regional), loaded }
          }),
        ),
      }),
    ],
    render: (args: object, context: Context) => (
      <div style={{ display: 'grid', gridTemplateColumns: columns, gap: 24, padding: 16 }}>
        {(context.loaded.panes as PaneData[]).map(({ kit, loaded }) => (
          // A labelled section per region: the panes are landmarks a screen reader can tell apart, and a header
          // or footer inside one is that pane's own, not a second banner of the page. Each pane is the frame of its
          // fixed-position parts (banners, buttons, toasts, dialogs): `contain: layout` makes it their box and
          // `overflow: clip` keeps them inside it, over no neighbour (a focus ring's width of margin shows).
          <section
            key={kit.region}
            lang={kit.locale}
            aria-label={`${kit.region} · ${kit.locale} · ${kit.config.currency}`}
            style={{ contain: 'layout', overflow: 'clip', overflowClipMargin: 8, minWidth: 0, minHeight }}
          >
            <p
              aria-hidden="true"
              style={{
                margin: '0 0 8px',
                font: '600 0.8rem/1.4 system-ui, sans-serif',
                color: 'var(--sf-ink)',
                background: 'var(--sf-bg)',
              }}
            >
              {kit.region} · {kit.locale} · {kit.config.currency}
            </p>
            <Pane
              render={render}
              args={args}
              context={{
                ...context,
                loaded: { ...context.loaded, ...loaded, kit },
                globals: { ...context.globals, region: kit.region },
              }}
            />
          </section>
        ))}
      </div>
    ),
  } as unknown as S
}
