import { describe, expect, it } from 'vitest'
import { regionConfig } from '@storefront/region-config'
import { entitySpecs } from './entity-section'

const t = (key: string) => `[${key}]`

describe('entitySpecs (docs/rules/legal.md)', () => {
  it('renders the region’s legal entity from region config, every field it has, labelled', () => {
    const { company } = regionConfig('de')
    const specs = entitySpecs({ id: 'imprint', heading: 'Angaben gemäß § 5 DDG' }, company, t)
    expect(specs).toMatchObject({ kind: 'specs', id: 'imprint', heading: 'Angaben gemäß § 5 DDG' })
    expect(specs.rows).toEqual([
      { label: '[legal.name]', value: 'Mechaform Robotics Europe B.V.' },
      { label: '[legal.address]', value: company.address },
      { label: '[legal.email]', value: company.email },
      { label: '[legal.register]', value: company.register },
      { label: '[legal.vatId]', value: company.vatId },
      { label: '[legal.representative]', value: company.representative },
    ])
  })

  it('leaves out a field the entity does not have (jp has no VAT number)', () => {
    const { rows } = entitySpecs({ id: 'who', heading: '事業者' }, regionConfig('jp').company, t)
    expect(rows.map((r) => r.label)).not.toContain('[legal.vatId]')
    expect(rows[0]!.value).toBe('メカフォーム・ロボティクス株式会社')
  })
})
