import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandName } from './registry'

/** JSON for an inline script: `<` escaped so that no string can close the script. */
const serialize = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

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
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** `span` where only phrasing content may stand (in a paragraph). */
  as?: 'div' | 'span'
}) {
  const id = useId()
  const html = renderToString(<Component {...props} />, { identifierPrefix: id })
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serialize(props) }} />
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
