import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readTerms, termProblems } from './terms'

const here = path.dirname(fileURLToPath(import.meta.url))
const terms = readTerms(path.join(here, '../terms.json'))
const messages = path.join(here, '../../../packages/content/src/messages')
const locales = fs.readdirSync(messages).filter((name) => fs.statSync(path.join(messages, name)).isDirectory())

describe('the term lists', () => {
  it.each(locales)('%s has one, naming the brand and every robot series', (locale) => {
    const named = (terms[locale] ?? []).map((t) => t.use)
    for (const name of ['Mechaform', 'Bumblebee', 'Optimus Prime', 'K1 Pro', 'Megatron']) expect(named).toContain(name)
  })

  it.each(locales)('%s names the code, the newsletter and never uses a term it avoids for another', (locale) => {
    const list = terms[locale] ?? []
    // Brand and robots, plus at least the verification code and the newsletter.
    expect(list.length).toBeGreaterThanOrEqual(7)
    for (const term of list) expect(termProblems(list, term.use), term.use).toEqual([])
  })
})
