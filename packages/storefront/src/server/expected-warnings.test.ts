import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXPECTED_WARNINGS } from './expected-warnings'

const expectedOne = (text: string) => EXPECTED_WARNINGS.filter(({ pattern }) => pattern.test(text))

describe('EXPECTED_WARNINGS', () => {
  it("matches Vike's warning about the pageId +onBeforeRoute returns, plain or coloured, and no other", () => {
    const warning = (name: string) =>
      '[vike][Warning] The pageContext object provided by the onBeforeRoute() hook defined by ' +
      `/pages/+onBeforeRoute.ts sets ${name} which means that Vike's routing is overridden. This is an ` +
      'experimental feature: make sure to contact a vike maintainer before using this.'
    expect(expectedOne(warning('pageContext.pageId'))).toHaveLength(1)
    expect(expectedOne(warning('\u001b[36mpageContext.pageId\u001b[39m'))).toHaveLength(1)
    expect(expectedOne('[vike][Warning] The onBeforeRoute() hook returned a pageContext.urlLogical')).toHaveLength(0)
  })

  it('matches the warning as the installed Vike writes it', () => {
    // The text is in the module that asserts what a hook returned; a Vike that rewords it fails here first.
    let vikeDir = path.dirname(createRequire(import.meta.url).resolve('vike/server'))
    while (path.basename(vikeDir) !== 'dist' && vikeDir !== path.dirname(vikeDir)) vikeDir = path.dirname(vikeDir)
    const source = fs.readFileSync(
      path.join(vikeDir, 'shared-server-client/assertPageContextProvidedByUser.js'),
      'utf8',
    )
    const printed = source.replace(/\$\{pc\.cyan\('([^']+)'\)\}/g, '$1')
    expect(expectedOne(printed)).toHaveLength(1)
  })
})
