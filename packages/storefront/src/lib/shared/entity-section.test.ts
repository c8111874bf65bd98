import { describe, expect, it } from 'vitest'
import { formatPrice, regionConfig } from '@storefront/region-config'
import { entitySpecs } from './entity-section'

const t = (key: string) => `[${key}]`

describe('entitySpecs (docs/rules/legal.md)', () => {
  it('renders the region’s legal entity from region config, every field it has, labelled', () => {
    const config = regionConfig('de')
    const { company } = config
    const specs = entitySpecs({ id: 'imprint', heading: 'Angaben gemäß § 5 DDG' }, config, t)
    expect(specs).toMatchObject({ kind: 'specs', id: 'imprint', heading: 'Angaben gemäß § 5 DDG' })
    expect(specs.rows).toEqual([
      { label: '[legal.name]', value: 'Mechaform Robotics Europe B.V.' },
      { label: '[legal.address]', value: company.address },
      { label: '[legal.phone]', value: company.phone },
      { label: '[legal.email]', value: company.email },
      { label: '[legal.register]', value: company.register },
      { label: '[legal.shareCapital]', value: formatPrice(company.shareCapital!, 'EUR', 'de-DE') },
      { label: '[legal.vatId]', value: company.vatId },
      { label: '[legal.representative]', value: company.representative },
    ])
  })

  it('leaves out a field the entity does not have (jp has no VAT number)', () => {
    const { rows } = entitySpecs({ id: 'who', heading: '事業者' }, regionConfig('jp'), t)
    expect(rows.map((r) => r.label)).not.toContain('[legal.vatId]')
    expect(rows[0]!.value).toBe('メカフォーム・ロボティクス株式会社')
  })

  it('fr: the share capital in French, the same amount as in the other languages of the shop', () => {
    const { rows } = entitySpecs({ id: 'editeur', heading: 'Éditeur' }, regionConfig('fr'), t)
    const capital = rows.find((r) => r.label === '[legal.shareCapital]')!.value
    expect(capital).toBe(formatPrice(regionConfig('de').company.shareCapital!, 'EUR', 'fr-FR'))
    expect(rows.map((r) => r.label)).toContain('[legal.phone]')
  })
})
