import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineSourcesOf } from './inline-sources'

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineSourcesOf', () => {
  it('hashes every inline script the browser runs and every style element, each text once', () => {
    const html =
      '<head><style>.a{color:red}</style><script type="speculationrules">{"prerender":[]}</script></head>' +
      '<body><script>ask()</script><script>ask()</script><script type="module">import "/x.js"</script></body>'
    expect(inlineSourcesOf(html)).toEqual({
      script: [source('{"prerender":[]}'), source('ask()'), source('import "/x.js"')],
      style: [source('.a{color:red}')],
    })
  })

  it('leaves out data (page data, JSON-LD) and scripts loaded from a file', () => {
    const html =
      '<script id="vike_pageContext" type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script src="/a.js" type="module"></script>'
    expect(inlineSourcesOf(html)).toEqual({ script: [], style: [] })
  })

  it('hashes the text as UTF-8, as browsers do', () => {
    expect(inlineSourcesOf('<style>a::before{content:"✓"}</style>').style).toEqual([source('a::before{content:"✓"}')])
  })
})
