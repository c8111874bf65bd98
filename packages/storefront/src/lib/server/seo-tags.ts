import { renderHeadHtml, type HeadTags, type MetaTag } from '@storefront/seo'

/** The head's meta tags this app writes: vike-react writes og:title (from +title) and keeps it current. */
export const seoMetaOf = (head: HeadTags): MetaTag[] =>
  head.meta.filter((m) => !('property' in m && m.property === 'og:title'))

/**
 * The SEO tags of a page as DOM nodes marked `data-seo`, for the client to put in place of the previous
 * page's: the same tags `+Head.tsx` renders on the server. The title is not one of them: vike-react keeps
 * the one `<title>` current.
 */
export function seoHeadNodes(head: HeadTags, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template')
  template.innerHTML = renderHeadHtml({ ...head, meta: seoMetaOf(head) }, { dataAttribute: 'seo' })
  template.content.querySelectorAll('title').forEach((title) => title.remove())
  return template.content
}
