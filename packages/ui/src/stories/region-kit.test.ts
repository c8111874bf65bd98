import { describe, expect, it } from 'vitest'
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@storefront/content/pseudo-locale'
import { kitFor } from './region-kit'

const pseudo = (text: string) => text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)

describe('kitFor', () => {
  it("gives the region's words by default", async () => {
    const kit = await kitFor({ globals: { region: 'de' } })
    expect(kit.t('buy.buyNow')).toBe('Jetzt kaufen')
    expect((await kit.page('home'))?.hero.heading).not.toContain(PSEUDO_OPEN)
  })

  // Stories that load their own data (a page bundle, a feature list) read the kit through kitFor, so the Text
  // toolbar reaches them too, not only the components that get the preview's kit.
  it('gives every word in the pseudo-locale when the Text toolbar says so, names and prices as they are', async () => {
    const kit = await kitFor({ globals: { region: 'jp', text: 'pseudo' } })
    const plain = await kitFor({ globals: { region: 'jp' } })
    expect(pseudo(kit.t('buy.buyNow'))).toBe(true)
    expect(pseudo(kit.tAccount('login.title'))).toBe(true)
    expect(pseudo(kit.newsletter.button)).toBe(true)
    const page = await kit.page('home')
    expect(pseudo(page!.hero.heading)).toBe(true)
    expect(kit.catalogue).toEqual(plain.catalogue)
    expect(kit.price(5980)).toBe(plain.price(5980))
  })
})
