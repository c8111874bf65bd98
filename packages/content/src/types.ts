import type { z } from 'zod'
import type { Locale, PageLanguage } from '@storefront/region-config'
import type { ContentLinkSchema, SectionSchema } from './schema'

/** A link inside content: a page slug of the same region ('' = home) or an https URL. */
export type ContentLink = z.infer<typeof ContentLinkSchema>

/** One section of a page's copy; the schema is its one definition (`schema.ts`). */
export type Section = z.infer<typeof SectionSchema>

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

export type { Locale, PageLanguage }
