import { describe, expect, it } from 'vitest'
import { speculationRulesOf } from './speculation-rules'

type Rule = { where: { and: Array<{ or?: Array<{ href_matches: string }>; not?: { href_matches?: string } }> } }

const patterns = (json: string) => {
  const [rule] = (JSON.parse(json) as { prerender: Rule[] }).prerender
  const own = rule!.where.and[0]!.or!.map((p) => p.href_matches)
  const excluded = rule!.where.and.flatMap((p) => (p.not?.href_matches ? [p.not.href_matches] : []))
  return { own, excluded }
}

describe('speculationRulesOf', () => {
  it("prerenders the app's own regions and leaves the other apps' regions and the API alone", () => {
    const { own, excluded } = patterns(speculationRulesOf(['uk', 'eu', 'fr', 'de']))
    expect(own).toEqual(['/uk', '/uk/*', '/eu', '/eu/*', '/fr', '/fr/*', '/de', '/de/*'])
    expect(excluded).toEqual(expect.arrayContaining(['/us', '/us/*', '/jp/*', '/api/*', '/ssr/*', '/*.pdf']))
    expect(excluded).not.toContain('/uk/*')
  })

  it("gives each app its own rules, the same text on every call (kept per app's regions)", () => {
    expect(speculationRulesOf(['us'])).toBe(speculationRulesOf(['us']))
    expect(patterns(speculationRulesOf(['us'])).own).toEqual(['/us', '/us/*'])
    expect(patterns(speculationRulesOf(['cn'])).own).toEqual(['/*'])
  })
})
