import { describe, expect, it } from 'vitest'
import * as full from './index'
import * as client from './browser'

describe('the browser build of region-config', () => {
  it('exports every runtime value of the package except the zod schemas', () => {
    const schemas = Object.keys(full).filter((name) => name.endsWith('Schema'))
    expect(schemas.length).toBeGreaterThan(0)
    expect(Object.keys(client).sort()).toEqual(
      Object.keys(full)
        .filter((name) => !schemas.includes(name))
        .sort(),
    )
  })

  it('has the same region data as the validated package (the parse changes nothing)', () => {
    for (const id of full.REGION_IDS) {
      expect(client.regionConfig(id)).toEqual(full.regionConfig(id))
      expect(client.catalogueOf(id)).toEqual(full.catalogueOf(id).map((p) => full.ProductSchema.parse(p)))
    }
    expect(client.regionConfigIn('cn', 'zh-HK')).toEqual(full.regionConfigIn('cn', 'zh-HK'))
  })
})
