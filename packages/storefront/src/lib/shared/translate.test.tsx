// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { loadResources } from '@storefront/content'
import { TranslationsProvider, useTranslate, type Resources } from './translate'

function Probe({ keys, ns }: { keys: string[]; ns?: string }) {
  const t = useTranslate(ns)
  return <>{keys.map((k) => `[${t(k, { count: 5 })}]`).join('')}</>
}

const render = async (language: string, keys: string[], ns?: string) => {
  const resources = (await loadResources(language, ['common', 'api', 'account'])) as Resources
  return renderToString(
    <TranslationsProvider language={language} resources={resources}>
      <Probe keys={keys} {...(ns ? { ns } : {})} />
    </TranslationsProvider>,
  )
}

describe('page translations through react-i18next', () => {
  it('renders the page language, interpolates, and gives empty text for a missing key', async () => {
    expect(await render('de-DE', ['buy.soldOut', 'no.such.key'])).toBe('[Ausverkauft][]')
    expect(await render('en-US', ['api:code.4011'])).toContain('5 seconds')
  })

  it('interpolates values as they are, never HTML-escaped (React escapes what it renders)', async () => {
    const resources = (await loadResources('en-US', ['common'])) as Resources
    function Suggest() {
      const t = useTranslate()
      return <>{t('country.suggest', { country: 'Bosnia & Herzegovina', region: '<US>' })}</>
    }
    const html = renderToString(
      <TranslationsProvider language="en-US" resources={resources}>
        <Suggest />
      </TranslationsProvider>,
    )
    // Escaped once, by React: a second escape (i18next's) would show `&amp;amp;` in the page.
    expect(html).toContain('Bosnia &amp; Herzegovina')
    expect(html).toContain('&lt;US&gt;')
  })

  it('zh-HK has no messages of its own and reads the zh-CN fallback', async () => {
    expect(await render('zh-HK', ['buy.soldOut'])).toBe(await render('zh-CN', ['buy.soldOut']))
  })

  it('interleaved renders for different languages never see each other', async () => {
    const [ja, fr, ko] = await Promise.all([
      render('ja-JP', ['buy.buyNow']),
      render('fr-FR', ['buy.buyNow']),
      render('ko-KR', ['buy.buyNow']),
    ])
    expect(new Set([ja, fr, ko]).size).toBe(3)
    expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect(ko).toMatch(/[\uac00-\ud7af]/)
  })
})
