import { describe, expect, it } from 'vitest'
import { serializeJsonLd, type HeadTags } from '@storefront/seo'
import { jsonLdTextsOf } from './head'

// Only the JSON-LD is read: the objects need not be complete schema.org entities.
const headWith = (jsonLd: object[]): HeadTags =>
  ({ htmlLang: 'en-US', title: 'T', meta: [], links: [], jsonLd }) as unknown as HeadTags

describe('jsonLdTextsOf', () => {
  it('writes each JSON-LD object as serializeJsonLd does, once per head', () => {
    const head = headWith([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Robots </script> & more' },
      { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Page' },
    ])
    const texts = jsonLdTextsOf(head)
    expect(texts).toEqual(head.jsonLd.map(serializeJsonLd))
    expect(texts[0]).not.toContain('</script>')
    expect(jsonLdTextsOf(head)).toBe(texts)
    // Another head (the next time window's) is written for itself.
    const next = headWith([{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Later' }])
    expect(jsonLdTextsOf(next)).toEqual([serializeJsonLd(next.jsonLd[0]!)])
  })
})
