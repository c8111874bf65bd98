// https://vike.dev/onPageTransitionStart
import type { PageContextClient } from 'vike/types'
import { notePageTransition } from '../src/lib/deploy-skew'

/** Remembers the route a client navigation is loading, for deploy-skew recovery (spec §2). */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  notePageTransition(pageContext.urlOriginal)
}
