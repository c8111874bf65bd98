import { describe, expect, it } from 'vitest'
import { createI18nInstance } from './i18n-instance'
import { loadPageContent } from './loader'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoLocalizePage, pseudoLocalizeResources } from './pseudo-locale'

const inBrackets = (text: string) => text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)

describe('pseudo-locale', () => {
  it('accents a text, makes it about 40 % longer and brackets it', () => {
    const text = 'Add to cart and checkout'
    const pseudo = pseudoLocalize(text)
    expect(inBrackets(pseudo)).toBe(true)
    expect(pseudo).not.toMatch(/[a-uw-zA-UW-Z]/) // v and x have no accented form
    expect(pseudo.length - 2).toBeGreaterThanOrEqual(text.length * 1.3)
    expect(pseudoLocalize('')).toBe('')
  })

  it('keeps placeholders, so i18next still fills them in (plurals included)', () => {
    const resources = { 'en-US': { common: { left_one: '{{count}} left', left_other: '{{count}} left in {{city}}' } } }
    const i18n = createI18nInstance('en-US', pseudoLocalizeResources(resources))
    expect(i18n.t('left', { count: 1 })).toMatch(/^⟦~*1 ĺēƒţ~*⟧$/)
    expect(i18n.t('left', { count: 3, city: 'Paris' })).toContain('3 ĺēƒţ ĩń Paris')
  })

  it('gives the same object for the same resources (an i18next instance is built once per messages object)', () => {
    const resources = { 'en-US': { common: { a: 'A' } } }
    expect(pseudoLocalizeResources(resources)).toBe(pseudoLocalizeResources(resources))
    expect(resources['en-US'].common.a).toBe('A')
  })

  it("turns a page's words and leaves its links, files, images and ids as they are", async () => {
    const page = (await loadPageContent('en-US', 'manuals'))!
    const pseudo = pseudoLocalizePage(page)
    expect(inBrackets(pseudo.title)).toBe(true)
    expect(inBrackets(pseudo.hero.heading)).toBe(true)
    pseudo.sections.forEach((section, i) => {
      expect(section.id).toBe(page.sections[i]!.id)
      expect(section.kind).toBe(page.sections[i]!.kind)
      expect(inBrackets(section.heading)).toBe(true)
    })
    const downloads = pseudo.sections.find((s) => s.kind === 'downloads')
    const original = page.sections.find((s) => s.kind === 'downloads')
    expect(downloads?.items.map((item) => item.file)).toEqual(original?.items.map((item) => item.file))
  })
})
