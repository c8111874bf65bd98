import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the generators write: the `public/` folder `@storefront/content` ships (found through its `./public/*`
 * export, not a relative path), and that package's root (its page copy, which `check-pages.ts` reads).
 */
export const CONTENT_PUBLIC = dirname(fileURLToPath(import.meta.resolve('@storefront/content/public/favicon.svg')))
export const CONTENT_ROOT = dirname(CONTENT_PUBLIC)
