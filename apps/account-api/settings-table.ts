/**
 * `pnpm --filter @storefront/account-api settings-table`: writes the README's settings table from the
 * settings schema (src/config.ts); `src/config.test.ts` fails while the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { README_PATH, withSettingsTable } from './src/settings-table'

writeFileSync(README_PATH, withSettingsTable(readFileSync(README_PATH, 'utf8')))
console.log(`${README_PATH}: settings table written from src/config.ts`)
