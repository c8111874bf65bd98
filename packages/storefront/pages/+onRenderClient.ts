// https://vike.dev/onRenderClient
import { createElement, startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLANDS, nextTask } from '../src/islands/registry'

/**
 * Hydrates the page's islands (src/islands/island.tsx), each from its own module with the props the
 * server wrote before it, as a React root of its own: the rest of the page stays the server's HTML.
 * Each island hydrates as soon as its module arrives; none waits for another. Once every island has
 * committed, `<html data-js>` says the page is interactive (the e2e tests wait for it).
 *
 * Hydration runs as a transition: React then yields to the browser every few milliseconds instead of
 * hydrating an island in one task, so a large island (a sign-in screen with i18next) makes no long
 * task that blocks input (Lighthouse's total blocking time). An interaction with an island not yet
 * hydrated still hydrates it first and is replayed by React. What a component's first render would do
 * in one piece (the sign-in island's i18next instance) its module's `prepare` does first, in a task of
 * its own (registry.ts).
 */
export function onRenderClient() {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  let pending = islands.length
  const committed = () => {
    if (--pending <= 0) document.documentElement.dataset['js'] = ''
  }
  // One element around the island's own: no fork in the tree, so its ids (useId) stay the server's.
  const Committed = ({ children }: { children: ReactNode }) => {
    useEffect(committed, [])
    return children
  }
  if (!pending) document.documentElement.dataset['js'] = ''
  for (const el of islands) {
    const load = ISLANDS[el.dataset['island'] ?? '']
    const script = el.previousElementSibling
    if (!load || !(script instanceof HTMLScriptElement)) {
      committed()
      continue
    }
    const props = JSON.parse(script.textContent || '{}') as object
    void load().then(async ({ default: Component, prepare }) => {
      if (prepare) {
        prepare(props as never)
        await nextTask()
      }
      startTransition(() => {
        hydrateRoot(el, createElement(Committed, null, createElement(Component, props)), {
          identifierPrefix: el.dataset['islandId'] ?? '',
        })
      })
    })
  }
}
