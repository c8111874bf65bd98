import { describe, expect, it } from 'vitest'
import { markupDifferences, pageAsJsx } from './page-as-jsx.mjs'

const page = (head, body) => `<!DOCTYPE html><html lang="en-US"><head>${head}</head><body>${body}</body></html>`

describe('pageAsJsx', () => {
  it('keeps the markup, in the names React writes it with', () => {
    const { lang, head, body } = pageAsJsx(
      page(
        '<meta charset="utf-8"><title>A &amp; B</title><link rel="alternate" hreflang="fr-FR" href="/fr">',
        '<a class="sf-skip" href="#main" tabindex="-1">Skip</a><input value="x" hidden><svg viewBox="0 0 2 2"></svg>',
      ),
    )
    expect(lang).toBe('en-US')
    expect(head).toBe(
      '<meta charSet={"utf-8"} /><title>{"A & B"}</title><link rel={"alternate"} hrefLang={"fr-FR"} href={"/fr"} />',
    )
    expect(body).toBe(
      '<a className={"sf-skip"} href={"#main"} tabIndex={"-1"}>{"Skip"}</a>' +
        '<input defaultValue={"x"} hidden={true} /><svg viewBox={"0 0 2 2"} />',
    )
  })

  it('writes inline styles as objects and scripts and styles as raw HTML', () => {
    const { head, body } = pageAsJsx(
      page('<style nonce="n">a{color:red}</style>', '<p style="--x: 1; margin-top: 0">"hi"</p><script>a<b</script>'),
    )
    expect(head).toBe('<style nonce={"n"} dangerouslySetInnerHTML={{ __html: "a{color:red}" }} />')
    expect(body).toBe(
      '<p style={{"--x":"1","marginTop":"0"}}>{"\\"hi\\""}</p>' +
        '<script dangerouslySetInnerHTML={{ __html: "a<b" }} />',
    )
  })

  it("leaves out Vike's own tags, which the floor's Vike writes for its page, and React's text separators", () => {
    const { head, body } = pageAsJsx(
      page(
        '<link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/s.css" disabled>',
        '<p>a<!-- -->b</p><script id="vike_pageContext" type="application/json">{}</script>' +
          '<script src="/entry.js" type="module" async></script>' +
          '<script type="application/json" data-island-props="">{}</script>',
      ),
    )
    expect(head).toBe('<link rel={"stylesheet"} href={"/s.css"} disabled={true} />')
    expect(body).toBe(
      '<p>{"a"}{"b"}</p>' +
        '<script type={"application/json"} data-island-props={""} dangerouslySetInnerHTML={{ __html: "{}" }} />',
    )
  })

  it("renders a body's own #root by its children (vike-react adds one) and refuses what is not a page", () => {
    expect(pageAsJsx(page('', '<div id="root"><main>m</main></div><footer>f</footer>')).body).toBe(
      '<main>{"m"}</main><footer>{"f"}</footer>',
    )
    expect(() => pageAsJsx('{"not":"html"}')).toThrow(/not an HTML page/)
  })
})

describe('markupDifferences', () => {
  const app = page('<meta charset="utf-8"><link rel="modulepreload" href="/a.js">', '<main><p>a</p><p>b</p></main>')
  it("finds none between a page and the same markup with other Vike tags and vike-react's metas", () => {
    const floor = page('<meta charset="utf-8"><meta name="viewport" content="x">', '<main><p>a</p><p>b</p></main>')
    expect(markupDifferences(app, floor)).toEqual([])
  })
  it('names each element whose count differs', () => {
    expect(markupDifferences(app, page('', '<main><p>a</p></main><div></div>'))).toEqual([
      'p: 2 against 1',
      'div: 0 against 1',
    ])
  })
})
