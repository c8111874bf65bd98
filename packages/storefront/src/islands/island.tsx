import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { LRUCache } from 'lru-cache'
import type { IslandName } from './registry'
import { islandJson } from './island-json'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache per component, whatever its props
const rendered = new WeakMap<ComponentType<any>, LRUCache<string, string>>()

/**
 * The island's HTML, rendered once per component, id prefix and props. An island's component reads
 * nothing but its props (no clock, no request, no context of the page: it is a root of its own, as in
 * the browser), so the same props give the same HTML. Most islands repeat on every page of a region
 * and language (header, footer forms, toasts): the render cache keeps whole pages, this keeps their
 * parts, so a page rendered anew (a new time boundary, another query) renders only what changed.
 * Bounded per component: a flood of distinct props (unlikely: props hold no query) evicts only these.
 * An island whose props carry the request's clock never renders the same props twice: it is not kept.
 * Keyed by the props' JSON.
 */
function islandHtml<P extends object>(Component: ComponentType<P>, id: string, props: P, json: string): string {
  let cache = rendered.get(Component)
  if (!cache) {
    cache = new LRUCache<string, string>({
      max: 200,
      maxSize: 4 * 1024 * 1024,
      sizeCalculation: (html, key) => html.length + key.length,
    })
    rendered.set(Component, cache)
  }
  const key = `${id} ${json}`
  let html = cache.get(key)
  if (html === undefined) {
    html = renderToString(<Component {...props} />, { identifierPrefix: id })
    cache.set(key, html)
  }
  return html
}

/**
 * Server only: an interactive part of a page (docs/browser-weight.md). Rendered as a React root of its
 * own, with its own id prefix, so the browser's `hydrateRoot` of the same component and props sees the
 * same markup (useId included); its props travel as JSON in the script right before it. Props are
 * plain data, already translated: the browser needs neither the page data nor i18next to hydrate it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  as: Tag = 'div',
  perRequest = false,
  effectsOnly = false,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** `span` where only phrasing content may stand (in a paragraph). */
  as?: 'div' | 'span'
  /** Props that differ on every request (the server clock): rendered each time, not kept (islandHtml). */
  perRequest?: boolean
  /**
   * The component renders nothing and works in the browser's effects alone: its root is written empty, with no
   * render (a React render of nothing still costs a request of its own, on every page).
   */
  effectsOnly?: boolean
}) {
  const id = useId()
  const json = islandJson(props)
  const html = effectsOnly
    ? ''
    : perRequest
      ? renderToString(<Component {...props} />, { identifierPrefix: id })
      : islandHtml(Component, id, props, json)
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: json }} />
      {/* display: contents keeps the wrapper out of the layout (the header stays a child of the body's flow). */}
      <Tag
        data-island={name}
        data-island-id={id}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  )
}
