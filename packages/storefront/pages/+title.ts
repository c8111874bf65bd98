import type { PageContext } from 'vike/types'
import type { PageData } from '../src/lib/shared/page-data'
import { siteNameOf } from '../src/lib/server/site-name'

/** A message of the page's `common` bundle ('' when missing). */
const commonText = (data: PageData, section: string, key: string): string => {
  const text = (
    data.resources[data.language]?.['common'] as Record<string, Record<string, unknown> | undefined> | undefined
  )?.[section]?.[key]
  return typeof text === 'string' ? text : ''
}

// https://vike.dev/title — also updates document.title after client navigation. The not-found and error
// pages have no SEO head: their heading names them, with the site (every document needs a <title>).
export default (pageContext: PageContext<PageData>) => {
  const data = pageContext.storefront
  if (!data) return ''
  if (data.title) return data.title
  const heading = commonText(data, pageContext.is404 === false ? 'error' : 'notFound', 'title')
  const site = siteNameOf(data.language, data.resources)
  return heading ? `${heading} | ${site}` : site
}
