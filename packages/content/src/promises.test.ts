import { describe, expect, it } from 'vitest'

// docs/rules/legal.md#promises: no delivery promise the stores cannot keep, no return rule stricter than the law.
const pages = import.meta.glob<unknown>('./pages/*/*.json', { eager: true, import: 'default' })
const copyOf = (file: string): string => JSON.stringify(pages[file])

/** A delivery date promised outright, in the languages that have campaigns. */
const DELIVERY_PROMISE =
  /guaranteed (delivery|arrival)|delivery (is )?guaranteed|garantierte[nrm]? Lieferung|Lieferung[^."]*(ist|wird)[^."]*garantiert|livraison garantie|livraison[^."]*est garantie|arrivera bien avant/i

describe('promises in the copy', () => {
  it.each(Object.keys(pages))('%s promises no delivery date outright', (file) => {
    expect(copyOf(file)).not.toMatch(DELIVERY_PROMISE)
  })

  it('cn: the 7-day no-reason return allows opening the box to inspect the robot', () => {
    const copy = copyOf('./pages/zh-CN/after-sale-service.json')
    expect(copy).toContain('为检查商品品质和功能而拆封、试用的，不影响退货')
    expect(copy).not.toContain('不影响二次销售')
  })
})
