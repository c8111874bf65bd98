import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Collapse, lockBodyScroll } from './collapse'

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })

beforeEach(() => {
  vi.useFakeTimers()
  // happy-dom does no layout: give the panel a content height to animate to.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120)
  setWidth(1280)
})
afterEach(() => {
  vi.useRealTimers()
  document.body.removeAttribute('style')
})

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!
/** A `transitionend` of `propertyName`, bubbling as the browser's does. */
const transitionEnd = (propertyName: string) =>
  Object.assign(new Event('transitionend', { bubbles: true }), { propertyName })

describe('Collapse', () => {
  it('starts closed: aria-expanded false, panel at height 0, hidden from assistive tech and focus', () => {
    render(<Collapse summary="What is in the box?">A robot and a charger.</Collapse>)
    const button = screen.getByRole('button', { name: 'What is in the box?' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = panelOf(button)
    expect(panel.style.height).toBe('0px')
    expect(panel.getAttribute('aria-hidden')).toBe('true')
    expect(panel.hasAttribute('inert')).toBe(true)
    // The copy stays in the DOM for search engines.
    expect(panel.textContent).toBe('A robot and a charger.')
  })

  it('opens by animating the height from 0 to the content height over 0.5 s, then lets it grow', () => {
    render(<Collapse summary="Q">A</Collapse>)
    const button = screen.getByRole('button')
    const panel = panelOf(button)
    expect(panel.style.transitionDuration).toBe('0.5s')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.style.height).toBe('120px')
    expect(panel.dataset.animating).toBe('true')
    expect(panel.hasAttribute('inert')).toBe(false)
    act(() => vi.advanceTimersByTime(400))
    expect(panel.style.height).toBe('120px')
    act(() => vi.advanceTimersByTime(200))
    expect(panel.style.height).toBe('auto')
    expect(panel.dataset.animating).toBeUndefined()
  })

  it('closes back to 0 and honours a custom duration', () => {
    render(
      <Collapse summary="Q" defaultOpen duration={0.2}>
        A
      </Collapse>,
    )
    const button = screen.getByRole('button')
    const panel = panelOf(button)
    expect(panel.style.height).toBe('auto')
    expect(panel.style.transitionDuration).toBe('0.2s')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel.style.height).toBe('0px')
    act(() => vi.advanceTimersByTime(300))
    expect(panel.style.height).toBe('0px')
  })

  it('settles on its own transition end, not on one bubbling from its content', () => {
    render(<Collapse summary="Q">A</Collapse>)
    const button = screen.getByRole('button')
    const panel = panelOf(button)
    fireEvent.click(button)
    fireEvent(panel.firstElementChild!, transitionEnd('height'))
    fireEvent(panel, transitionEnd('opacity'))
    expect(panel.style.height).toBe('120px')
    fireEvent(panel, transitionEnd('height'))
    expect(panel.style.height).toBe('auto')
    expect(panel.dataset.animating).toBeUndefined()
  })

  it('an opening settled by its timer leaves nothing behind to reopen the panel as it closes', () => {
    render(<Collapse summary="Q">A</Collapse>)
    const button = screen.getByRole('button')
    const panel = panelOf(button)
    fireEvent.click(button)
    // A busy page: the timer settles the opening before its transition ends.
    act(() => vi.advanceTimersByTime(600))
    expect(panel.style.height).toBe('auto')
    fireEvent.click(button)
    expect(panel.style.height).toBe('0px')
    fireEvent(panel, transitionEnd('height'))
    expect(panel.style.height).toBe('0px')
    expect(panel.dataset.animating).toBeUndefined()
  })

  it('locks body scrolling while open, compensating the 17 px scrollbar on non-mobile widths', () => {
    render(
      <Collapse summary="Menu" lockScroll>
        Links
      </Collapse>,
    )
    const button = screen.getByRole('button')
    expect(document.body.style.overflow).toBe('')
    fireEvent.click(button)
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe('17px')
    expect(document.body.dataset.scrollLocked).toBe('true')
    fireEvent.click(button)
    expect(document.body.style.overflow).toBe('')
    expect(document.body.style.paddingRight).toBe('')
    expect(document.body.dataset.scrollLocked).toBeUndefined()
  })

  it('does not lock scrolling unless asked', () => {
    render(<Collapse summary="Q">A</Collapse>)
    fireEvent.click(screen.getByRole('button'))
    expect(document.body.style.overflow).toBe('')
  })
})

describe('lockBodyScroll', () => {
  it('pads by 17 px on ipad and window widths, not on mobile, and restores previous styles', () => {
    document.body.style.paddingRight = '3px'
    setWidth(768)
    let release = lockBodyScroll()
    expect(document.body.style.paddingRight).toBe('17px')
    release()
    expect(document.body.style.paddingRight).toBe('3px')
    setWidth(375)
    release = lockBodyScroll()
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe('3px')
    release()
    expect(document.body.style.overflow).toBe('')
  })
})
