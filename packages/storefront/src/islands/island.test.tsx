import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ClientEffects } from '../components/client-effects'
import { Island } from './island'

describe('Island', () => {
  const renders = vi.fn()
  function Greeting({ name }: { name: string }) {
    renders(name)
    const id = useId()
    return (
      <label htmlFor={id}>
        Hello <input id={id} defaultValue={name} />
      </label>
    )
  }
  const page = (name: string) =>
    renderToString(
      <main>
        <Island name="newsletter" component={Greeting} props={{ name }} />
      </main>,
    )

  it('writes the props before the island and the island as its own root (its own id prefix)', () => {
    const html = page('<Ada>')
    expect(html).toContain('<script type="application/json" data-island-props="">{"name":"\\u003cAda>"}</script>')
    const prefix = /data-island-id="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(html).toContain(renderToString(<Greeting name="<Ada>" />, { identifierPrefix: prefix }))
  })

  it('renders the same component, id and props once, and again for other props', () => {
    renders.mockClear()
    const first = page('Grace')
    expect(page('Grace')).toBe(first)
    expect(renders.mock.calls.filter(([name]) => name === 'Grace')).toHaveLength(1)
    expect(page('Linus')).toContain('value="Linus"')
    expect(renders.mock.calls.filter(([name]) => name === 'Linus')).toHaveLength(1)
  })

  it('renders an island whose props change per request every time, keeping nothing', () => {
    renders.mockClear()
    const island = (perRequest: boolean) =>
      renderToString(<Island name="effects" component={Greeting} props={{ name: 'Ada' }} perRequest={perRequest} />)
    expect(island(true)).toBe(island(true))
    expect(renders).toHaveBeenCalledTimes(2)
    // Nothing was kept for these props: the first island that may be kept renders them once more.
    island(false)
    island(false)
    expect(renders).toHaveBeenCalledTimes(3)
  })

  it('writes the root of a component that renders nothing empty, without rendering it', () => {
    renders.mockClear()
    const html = renderToString(<Island name="effects" component={Greeting} props={{ name: 'Ada' }} effectsOnly />)
    expect(renders).not.toHaveBeenCalled()
    expect(html).toContain('<script type="application/json" data-island-props="">{"name":"Ada"}</script>')
    expect(html).toMatch(/<div data-island="effects" data-island-id="[^"]+" style="display:contents"><\/div>$/)
  })

  it("has the page's effects island render nothing, as its empty root says (the browser hydrates the same)", () => {
    const props = {
      region: 'us',
      language: 'en-US',
      path: '/us/flagship-megatron',
      title: 'Flagship Megatron',
      consentRequired: false,
      chat: null,
      now: Date.UTC(2026, 10, 26),
      anchor: 'header',
      preview: false,
    } as const
    expect(renderToString(<ClientEffects {...props} />)).toBe('')
  })

  it('keeps components apart although they share an island name', () => {
    function Other({ name }: { name: string }) {
      return <p>Bye {name}</p>
    }
    const other = renderToString(<Island name="newsletter" component={Other} props={{ name: 'Grace' }} />)
    expect(other).toContain('<p>Bye <!-- -->Grace</p>')
    expect(page('Grace')).toContain('Hello')
  })
})
