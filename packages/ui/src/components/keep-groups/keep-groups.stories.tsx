import type { Meta, StoryObj } from '@storybook/react-vite'
import { formatDate, REGION_TIME_ZONE } from '@storefront/region-config'
import type { PageContent } from '@storefront/content'
import { kitFor, kitOf } from '../../stories/region-kit'
import { choices, inRegion } from '../../stories/regions'
import { KeepGroups } from './keep-groups'
import { sideBySide } from '../../stories/side-by-side'

/** The narrowest lines a page has: a 320 px phone's column less its gutters. */
const WIDTHS = [288, 200] as const

const meta = {
  title: 'Content/KeepGroups',
  component: KeepGroups,
  argTypes: choices({ width: WIDTHS }),
  loaders: [async (context) => ({ page: await (await kitFor(context)).page('mini-robot') })],
} satisfies Meta<typeof KeepGroups>
export default meta

type Story = StoryObj<{ width: (typeof WIDTHS)[number] }>

/** The region's spec values (words kept) and a deal's end (dates and times kept), in a narrow column; each kept group
 * is outlined. */
const render: Story['render'] = ({ width }, context) => {
  const kit = kitOf(context)
  const page = context.loaded.page as PageContent | null
  const specs = page?.sections.find((s) => s.kind === 'specs')
  const rows = specs?.kind === 'specs' ? specs.rows : []
  const date = formatDate(Date.parse('2026-12-01T08:00:00Z'), kit.locale, REGION_TIME_ZONE[kit.region])
  return (
    <div style={{ width }}>
      <style>{'.sf-keep { outline: 1px dashed var(--sf-muted); }'}</style>
      <p>
        <KeepGroups text={kit.t('campaign.ends', { date })} />
      </p>
      {rows.map((r) => (
        <p key={r.label}>
          <KeepGroups text={r.value} words />
        </p>
      ))}
    </div>
  )
}

export const NarrowColumn: Story = { args: { width: 288 }, render }
export const NarrowColumnJp = inRegion('jp', NarrowColumn)

/** The same story in us, de, jp, kr and cn at once, each in its own region and language. */
export const RegionsSideBySide = sideBySide(NarrowColumn, { loaders: meta.loaders })
