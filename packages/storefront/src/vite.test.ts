import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cssGroupOf, jsChunkOf, webRoot } from './vite'

const own = (dir: string) =>
  fs
    .readdirSync(path.join(webRoot, dir))
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => path.join(webRoot, dir, f))

// The chunk rules match paths: a renamed package or folder would silently put every island back in
// a file of its own (some twenty requests per page), so they are checked against the files as they are.
describe('the islands chunk', () => {
  it('holds every island every page may hydrate, not the account and form island nor "Notify me"', () => {
    for (const file of own('src/islands')) {
      expect(jsChunkOf(file), file).toBe(file.endsWith('page-island.tsx') ? undefined : 'islands')
    }
    for (const island of ['chat/chat-island', 'consent/consent-island', 'consent/cookie-settings-island']) {
      expect(jsChunkOf(path.join(webRoot, `src/features/${island}.tsx`)), island).toBe('islands')
    }
    expect(jsChunkOf(path.join(webRoot, 'src/features/notify/notify-island.tsx'))).toBeUndefined()
  })

  it('holds the chrome components and their libraries, not the service form or the API client', () => {
    for (const file of own('src/components')) {
      expect(jsChunkOf(file), file).toBe(file.endsWith('service-form.tsx') ? undefined : 'islands')
    }
    for (const component of ['chat/chat', 'notify/notify', 'preview/preview-ribbon']) {
      expect(jsChunkOf(path.join(webRoot, `src/features/${component}.tsx`)), component).toBe('islands')
    }
    expect(jsChunkOf(path.join(webRoot, 'src/features/consent/consent.ts'))).toBe('islands')
    expect(jsChunkOf(path.join(webRoot, 'src/features/chat/chat-vendor-config.ts'))).toBeUndefined()
    expect(jsChunkOf(path.join(webRoot, 'src/lib/browser/api/session.ts'))).toBe('islands')
    expect(jsChunkOf(path.join(webRoot, 'src/lib/browser/api/client.ts'))).toBeUndefined()
    expect(jsChunkOf(path.join(webRoot, 'src/lib/shared/translate.tsx'))).toBeUndefined()
  })
})

describe('the stylesheet groups', () => {
  const uiCss = (component: string) => path.join(webRoot, '../ui/src/components', component, `${component}.css`)

  it('name files that exist: a renamed component would fall out of its group into a file of its own', () => {
    for (const component of ['header', 'footer', 'preview-ribbon', 'hero', 'notify-form', 'account-login', 'buy-box'])
      expect(fs.existsSync(uiCss(component)), component).toBe(true)
  })

  it('put what every page renders in the layout sheet, the preview ribbon included', () => {
    // +Layout imports the preview ribbon on every page.
    expect(cssGroupOf(uiCss('header'))).toBe('layout')
    expect(cssGroupOf(uiCss('preview-ribbon'))).toBe('layout')
    expect(cssGroupOf(uiCss('hero'))).toBe('content')
    expect(cssGroupOf(uiCss('account-login'))).toBe('account')
    // Linked only by the pages that render them: "Notify me" is on product and content pages, not on the catalogue,
    // campaign, form or region chooser pages that render PageHero too.
    for (const component of ['buy-box', 'notify-form', 'product-card', 'region-chooser', 'catalogue-filters'])
      expect(cssGroupOf(uiCss(component)), component).toBeUndefined()
  })
})
