import type { Resolution } from '@storefront/region-config'
import type { AppConfig } from '../../app-config'
import { checkPreview, PREVIEW_PARAM, withoutPreview, withPreview } from './preview-link'
import type { PagePreview } from './page-preview'
import { plainPageHtml, translatorOf } from '../../server/plain-page'

/**
 * What a request's `preview` parameter asks for (docs/rules/time.md#preview-links): nothing, a page at a signed
 * instant, or a refusal (a tampered, expired or unsigned link, or a server without a preview secret).
 */
export type PreviewRequest = { kind: 'none' } | { kind: 'refused' } | ({ kind: 'preview'; token: string } & PagePreview)

export const isPreviewRequest = (url: URL): boolean => url.searchParams.has(PREVIEW_PARAM)

export function previewRequestOf(url: URL, config: Pick<AppConfig, 'previewSecret'>, realNow: number): PreviewRequest {
  const token = url.searchParams.get(PREVIEW_PARAM)
  if (token === null) return { kind: 'none' }
  if (!config.previewSecret) return { kind: 'refused' }
  const check = checkPreview(token, config.previewSecret, realNow)
  if (!check.ok) return { kind: 'refused' }
  return { kind: 'preview', token, at: check.at, exit: withoutPreview(url.pathname + url.search) }
}

/** Never kept by a CDN or a browser, never indexed: a preview is for the team that asked for it. */
export const PREVIEW_HEADERS: [string, string][] = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex'],
]

/**
 * The 403 page of a preview link that does not work, in the language of the page it names (the region's, or the
 * page's own, as zh-HK on the Hong Kong page), with the live page linked.
 */
export function previewRefusedHtml(resolution: Resolution, url: URL): string {
  const language = resolution.kind === 'page' ? resolution.route.meta.language : undefined
  const { locale, t } = translatorOf(resolution.region, language)
  return plainPageHtml(locale, {
    title: t('preview.invalidTitle'),
    body: t('preview.invalidBody'),
    href: withoutPreview(url.pathname + url.search),
    link: t('preview.live'),
  })
}

/** A redirect inside a preview (a campaign before its start) stays in the preview. */
export const keepPreviewInLocation = (location: string, token: string): string =>
  location.startsWith('/') && !location.startsWith('//') ? withPreview(location, token) : location
