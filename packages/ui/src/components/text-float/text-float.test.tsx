import { useRef } from 'react'
import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEXT_FLOAT_IN, observeTextFloat, useTextFloat } from './text-float'

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void
let observers: {
  callback: Callback
  options: IntersectionObserverInit | undefined
  targets: Element[]
  disconnect: ReturnType<typeof vi.fn>
}[] = []

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = []
      disconnect = vi.fn()
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, targets: this.targets, disconnect: this.disconnect })
      }
      observe(el: Element) {
        this.targets.push(el)
      }
    },
  )
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})
afterEach(() => vi.unstubAllGlobals())

function List() {
  const ref = useRef<HTMLUListElement>(null)
  useTextFloat(ref)
  return (
    <ul ref={ref}>
      <li className="sf-text-float">one</li>
      <li className="sf-text-float">two</li>
    </ul>
  )
}

describe('text-float', () => {
  it('floats an element in when 10 % of it scrolls into view, and out when it is below the viewport again', () => {
    const { getByText } = render(<List />)
    const [inView, belowView] = observers
    expect(inView!.options).toEqual({ threshold: 0.1 })
    expect(inView!.targets).toHaveLength(2)
    const one = getByText('one')
    expect(one.classList.contains(TEXT_FLOAT_IN)).toBe(false)
    inView!.callback([{ target: one, isIntersecting: true }])
    expect(one.classList.contains(TEXT_FLOAT_IN)).toBe(true)
    // Scrolling further down (element above the viewport) keeps it in.
    inView!.callback([{ target: one, isIntersecting: false }])
    expect(one.classList.contains(TEXT_FLOAT_IN)).toBe(true)
    // Below the viewport (back to the top of the page): out again, ready to float in once more.
    belowView!.callback([{ target: one, isIntersecting: false }])
    expect(one.classList.contains(TEXT_FLOAT_IN)).toBe(false)
  })

  it('disconnects on unmount', () => {
    const { unmount } = render(<List />)
    unmount()
    expect(observers.every((o) => o.disconnect.mock.calls.length === 1)).toBe(true)
  })

  it('shows everything at once with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    const root = document.createElement('div')
    root.innerHTML = '<p class="sf-text-float">a</p><p class="sf-text-float">b</p>'
    observeTextFloat(root)
    expect(observers).toHaveLength(0)
    expect([...root.children].every((el) => el.classList.contains(TEXT_FLOAT_IN))).toBe(true)
  })
})
