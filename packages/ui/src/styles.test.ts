import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// `@storefront/ui/styles.css` is every stylesheet at once (the published dist/styles.css is its @imports
// concatenated, scripts/build-css.mjs): a component left out of it is unstyled for whoever links that file.
describe('styles.css', () => {
  const src = import.meta.dirname
  const imports = [...readFileSync(join(src, 'styles.css'), 'utf8').matchAll(/^@import\s+'\.\/([^']+)';$/gm)].map(
    (m) => m[1],
  )

  it("imports base.css first, then every component's stylesheet, each once", () => {
    const components = readdirSync(join(src, 'components'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => `components/${file.replaceAll('\\', '/')}`)
    expect(imports[0]).toBe('base.css')
    expect(new Set(imports).size).toBe(imports.length)
    expect(imports.slice(1).sort()).toEqual(components.sort())
  })
})
