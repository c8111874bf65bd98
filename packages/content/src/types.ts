import type { PageLanguage, ProductKey } from '@storefront/region-config'

/** A link inside content: a page slug of the same region ('' = home) or an https URL. */
export interface ContentLink {
  label: string
  link: string
}

export type Section =
  | { kind: 'text'; id: string; heading: string; paragraphs: string[] }
  | { kind: 'features'; id: string; heading: string; items: { title: string; body: string; image?: string }[] }
  | { kind: 'specs'; id: string; heading: string; rows: { label: string; value: string }[] }
  | { kind: 'list'; id: string; heading: string; items: string[] }
  | { kind: 'faq'; id: string; heading: string; items: { q: string; a: string }[] }
  | { kind: 'retailers'; id: string; heading: string; items: { name: string; url: string; area?: string; note?: string }[] }
  | { kind: 'downloads'; id: string; heading: string; items: { title: string; file: string; size?: string; product?: ProductKey }[] }
  | { kind: 'products'; id: string; heading: string; keys: ProductKey[]; note?: string }
  | { kind: 'cta'; id: string; heading: string; body: string; cta: ContentLink }
  | { kind: 'steps'; id: string; heading: string; items: { title: string; body: string }[] }

/** One page's copy in one language: what the page template renders around its live data. */
export interface PageContent {
  /** Document title (without the brand suffix) and SEO description/keywords. */
  title: string
  description: string
  keywords: string[]
  hero: {
    eyebrow?: string
    heading: string
    lead: string
    /** Illustration base name under /img/ (responsive webp variants exist for it). */
    image?: string
    imageAlt?: string
    cta?: ContentLink
  }
  sections: Section[]
}

export type { PageLanguage }
