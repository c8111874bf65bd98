import { describe, expect, it } from 'vitest'

// docs/rules/legal.md#promises: no delivery promise the stores cannot keep, no return rule stricter than the law.
const pages = import.meta.glob<unknown>('./pages/*/*.json', { eager: true, import: 'default' })
const copyOf = (file: string): string => JSON.stringify(pages[file])

/** A delivery date promised outright, in the languages that have campaigns. */
const DELIVERY_PROMISE =
  /guaranteed (delivery|arrival)|delivery (is )?guaranteed|garantierte[nrm]? Lieferung|Lieferung[^."]*(ist|wird)[^."]*garantiert|(Geschenk|Lieferung) ist gesichert|livraison garantie|livraison[^."]*est garantie|arrivera bien avant/i

/** Arrival by a holiday or a date: a promise unless the same sentence says it is what usually happens. */
const ARRIVAL_BY =
  /arrives?|in time for|receive|delivered|kommt[^.;"]*\ban\b|ankommt|eintrifft|geliefert|rechtzeitig|pünktlich|arrive(ra)?|livré/i
const HOLIDAY_OR_DATE =
  /christmas|holidays|24 December|December 24|Weihnachten|Heiligabend|Feiertage|Fest\b|24\. Dezember|Noël|fêtes|24 décembre/i
const HEDGE = /usually|estimate|in der Regel|voraussichtlich|Schätzung|en général|généralement|estimation/i

/** The sentences of a page's copy that promise arrival by a holiday or a date without a hedge. */
function outrightArrivals(copy: string): string[] {
  return copy
    .split(/(?<=[.!?;"])\s*/u)
    .filter((sentence) => ARRIVAL_BY.test(sentence) && HOLIDAY_OR_DATE.test(sentence) && !HEDGE.test(sentence))
}

describe('promises in the copy', () => {
  it.each(Object.keys(pages))('%s promises no delivery date outright', (file) => {
    expect(copyOf(file)).not.toMatch(DELIVERY_PROMISE)
    expect(outrightArrivals(copyOf(file))).toEqual([])
  })

  it('catches a promise in each language, and lets an estimate through', () => {
    for (const promise of [
      'Jetzt bestellen – Ihr Roboter kommt lange vor den Feiertagen an.',
      'Rechtzeitig zu Weihnachten bei Ihnen.',
      'Order now and it arrives before Christmas.',
      'Order by 18 December to receive your gift before Christmas.',
      'Votre robot arrive avant Noël.',
    ])
      expect(outrightArrivals(promise)).toEqual([promise])
    expect(JSON.stringify({ title: 'Das Geschenk ist gesichert' })).toMatch(DELIVERY_PROMISE)
    for (const estimate of [
      'Bei Bestellung bis zum 18. Dezember kommt Ihr Roboter in der Regel vor dem 24. Dezember an.',
      'Order by 18 December and your robot usually arrives before 24 December.',
      'Commandé au plus tard le 18 décembre, votre robot arrive en général avant le 24 décembre.',
    ])
      expect(outrightArrivals(estimate)).toEqual([])
  })

  it('cn: the 7-day no-reason return allows opening the box to inspect the robot', () => {
    const copy = copyOf('./pages/zh-CN/after-sale-service.json')
    expect(copy).toContain('为检查商品品质和功能而拆封、试用的，不影响退货')
    expect(copy).not.toContain('不影响二次销售')
  })
})
