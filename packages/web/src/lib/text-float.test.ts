// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { observeTextFloat, TEXT_FLOAT_IN } from './text-float'

/** A controllable IntersectionObserver: the test delivers entries by hand. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
  fire(target: Element, isIntersecting: boolean, top: number, rootBottom: number | null = 800) {
    const entry = {
      target,
      isIntersecting,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: rootBottom === null ? null : ({ bottom: rootBottom } as DOMRectReadOnly),
    } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  document.body.innerHTML = `
    <section><h2 class="sf-text-float" id="a">A</h2><p class="sf-text-float" id="b">B</p><p id="c">C</p></section>`
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const el = (id: string) => document.getElementById(id)!

describe('observeTextFloat', () => {
  it('observes every .sf-text-float element: in view at threshold 0.1 (spec §9), and below the viewport', () => {
    observeTextFloat(document)
    expect(FakeObserver.instances).toHaveLength(2)
    const [inView, below] = FakeObserver.instances
    expect(inView!.options.threshold).toBe(0.1)
    expect(inView!.observed).toEqual([el('a'), el('b')])
    // "Below the viewport" is outside the viewport stretched far upwards.
    expect(below!.options.rootMargin).toMatch(/^\d+px 0px 0px 0px$/)
    expect(below!.observed).toEqual([el('a'), el('b')])
  })

  it('takes a custom threshold and a root', () => {
    observeTextFloat(el('a').parentElement!, 0.5)
    expect(FakeObserver.instances[0]!.options.threshold).toBe(0.5)
  })

  it('adds the class when the element scrolls into view', () => {
    observeTextFloat(document)
    FakeObserver.instances[0]!.fire(el('a'), true, 300)
    expect(el('a').classList.contains(TEXT_FLOAT_IN)).toBe(true)
    expect(el('b').classList.contains(TEXT_FLOAT_IN)).toBe(false)
  })

  it('removes the class when the element is below the viewport again', () => {
    observeTextFloat(document)
    const [inView, below] = FakeObserver.instances
    inView!.fire(el('a'), true, 300)
    below!.fire(el('a'), false, 900, 800)
    expect(el('a').classList.contains(TEXT_FLOAT_IN)).toBe(false)
  })

  it('keeps the class when the element leaves through the top', () => {
    observeTextFloat(document)
    const [inView, below] = FakeObserver.instances
    inView!.fire(el('a'), true, 300)
    // Leaving through the top: out of the in-view observer, still inside the stretched one.
    inView!.fire(el('a'), false, -200, 800)
    below!.fire(el('a'), true, -200, 800)
    expect(el('a').classList.contains(TEXT_FLOAT_IN)).toBe(true)
  })

  it('shows everything at once with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    observeTextFloat(document)
    expect(FakeObserver.instances).toHaveLength(0)
    expect(el('a').classList.contains(TEXT_FLOAT_IN)).toBe(true)
    expect(el('b').classList.contains(TEXT_FLOAT_IN)).toBe(true)
  })

  it('disconnects on cleanup', () => {
    const stop = observeTextFloat(document)
    stop()
    expect(FakeObserver.instances.map((o) => o.disconnected)).toEqual([true, true])
  })

  it('creates no observer without elements, or without IntersectionObserver', () => {
    document.body.innerHTML = '<p>nothing floats</p>'
    expect(() => observeTextFloat(document)()).not.toThrow()
    expect(FakeObserver.instances).toHaveLength(0)
    document.body.innerHTML = '<p class="sf-text-float">x</p>'
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(() => observeTextFloat(document)()).not.toThrow()
    expect(FakeObserver.instances).toHaveLength(0)
  })
})
