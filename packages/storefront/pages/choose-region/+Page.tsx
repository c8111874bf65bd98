import { RegionChooser, type RegionChoice } from '@storefront/ui'
import { HONG_KONG_PATH, REGION_IDS, REGION_LOCALE } from '@storefront/region-config'
import { regionHref } from '../../src/lib/shared/links'
import { PageHero } from '../../src/components/page-hero'
import { Sections } from '../../src/components/sections'
import { usePage, useT } from '../../src/lib/shared/use-page'

export default function Page() {
  const { region, app, regionLabels } = usePage()
  const t = useT()
  const choices: RegionChoice[] = REGION_IDS.map((id) => {
    const { href, external } = regionHref(id, '', app.app, app.origins)
    return { id, label: regionLabels[id], href, external, lang: REGION_LOCALE[id], current: id === region }
  })
  const hk = regionHref('cn', HONG_KONG_PATH.slice(1), app.app, app.origins)
  choices.push({ id: 'hk', label: '香港及澳門 - 繁體中文', href: hk.href, external: hk.external, lang: 'zh-HK' })
  return (
    <>
      <PageHero />
      <div className="sf-page">
        <RegionChooser
          heading={t('regionChooser.heading')}
          currentLabel={t('regionChooser.current')}
          regions={choices}
        />
        <Sections />
      </div>
    </>
  )
}
