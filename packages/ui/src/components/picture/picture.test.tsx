import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IMAGE_MEDIA } from '../../tokens'
import { Picture } from './picture'

describe('Picture', () => {
  it('offers full-size, _medium and _small webp per breakpoint (widest first), each with @2x', () => {
    const { container } = render(
      <Picture
        name="flagship-bumblebee"
        alt="Flagship Bumblebee"
        width={1200}
        height={900}
        assetHost="https://cdn.example"
      />,
    )
    const sources = [...container.querySelectorAll('source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
      s.getAttribute('type'),
    ])
    expect(sources).toEqual([
      [
        IMAGE_MEDIA.desktop,
        'https://cdn.example/img/flagship-bumblebee.webp 1x, https://cdn.example/img/flagship-bumblebee@2x.webp 2x',
        'image/webp',
      ],
      [
        IMAGE_MEDIA.tablet,
        'https://cdn.example/img/flagship-bumblebee_medium.webp 1x, https://cdn.example/img/flagship-bumblebee_medium@2x.webp 2x',
        'image/webp',
      ],
      [
        IMAGE_MEDIA.mobile,
        'https://cdn.example/img/flagship-bumblebee_small.webp 1x, https://cdn.example/img/flagship-bumblebee_small@2x.webp 2x',
        'image/webp',
      ],
    ])
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://cdn.example/img/flagship-bumblebee.webp')
    expect(img.getAttribute('alt')).toBe('Flagship Bumblebee')
    expect(img.getAttribute('width')).toBe('1200')
    expect(img.getAttribute('height')).toBe('900')
  })

  it('loads lazily by default and eagerly with high priority above the fold', () => {
    const { container, rerender } = render(<Picture name="k1" alt="K1" width={4} height={3} />)
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/img/k1.webp')
    rerender(<Picture name="k1" alt="K1" width={4} height={3} priority />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })
})
