/**
 * `npm run i18n:status`: the translation status of every locale (docs/translating.md). Prints counts per
 * locale and bundle, then each finding; exits 1 when there are errors (CI runs it).
 *   --json     the findings as JSON
 *   --summary  the counts only
 *   --fix      first apply the mechanical typography fixes (French no-break spaces, Japanese counters)
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PRODUCT_BASE, REGION_LOCALE } from '@storefront/region-config'
import { readBundles } from './bundles'
import { scanComponentCopy } from './component-copy'
import { dataTexts } from './data-texts'
import { fixBundles } from './fix'
import { translationStatus } from './checks'
import { formatReport } from './report'
import { readTerms } from './terms'
import { scanUsage } from './usage'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '../../..')
const content = path.join(repo, 'packages/content/src')
const reviewed = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(here, '..', file), 'utf8')) as T

const args = process.argv.slice(2)
if (args.includes('--fix'))
  for (const file of ['messages', 'pages'].flatMap((kind) => fixBundles(path.join(content, kind))))
    console.log(`fixed ${path.relative(repo, file)}`)

const findings = translationStatus({
  messages: readBundles(path.join(content, 'messages')),
  pages: readBundles(path.join(content, 'pages')),
  usage: scanUsage(
    ['packages', 'apps', 'tools'].flatMap((dir) =>
      fs.readdirSync(path.join(repo, dir)).map((name) => path.join(repo, dir, name)),
    ),
  ),
  terms: readTerms(path.join(here, '../terms.json')),
  // The robots keep their English names outside Chinese (content's product-names.ts): not untranslated.
  sameAsEnglish: new Set([
    ...reviewed<string[]>('same-as-english.json'),
    ...Object.values(PRODUCT_BASE).map((product) => product.name),
  ]),
  punctuationExceptions: reviewed<Record<string, string>>('punctuation-exceptions.json'),
  regionLocales: Object.values(REGION_LOCALE),
  dataTexts: dataTexts(),
  componentCopy: scanComponentCopy(
    repo,
    ['packages/ui/src', 'packages/storefront/src'],
    reviewed<Record<string, string>>('component-copy-allowed.json'),
  ),
})

if (args.includes('--json')) console.log(JSON.stringify(findings, null, 2))
else console.log(formatReport(findings, { details: !args.includes('--summary') }))
process.exit(findings.some((f) => f.severity === 'error') ? 1 : 0)
