import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RegionChooser } from './region-chooser'

describe('RegionChooser', () => {
  it('lists every region in its own language, marks the current one, and flags other apps as external', () => {
    render(
      <RegionChooser
        heading="Choose your region"
        currentLabel="Current region"
        regions={[
          { id: 'us', label: 'United States - English', href: '/us', lang: 'en-US', current: true },
          { id: 'jp', label: '日本 - 日本語', href: '/jp', lang: 'ja-JP' },
          {
            id: 'de',
            label: 'Deutschland - Deutsch',
            href: 'https://eu.example.invalid/de',
            lang: 'de-DE',
            external: true,
          },
        ]}
      />,
    )
    expect(screen.getByRole('region', { name: 'Choose your region' })).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((a) => [a.getAttribute('lang'), a.getAttribute('hreflang')])).toEqual([
      ['en-US', 'en-US'],
      ['ja-JP', 'ja-JP'],
      ['de-DE', 'de-DE'],
    ])
    expect(links[0]!.getAttribute('aria-current')).toBe('true')
    expect(links[0]!.textContent).toBe('United States - English · Current region')
    expect(links[1]!.getAttribute('aria-current')).toBeNull()
    expect(links[2]!.getAttribute('rel')).toBe('external')
  })
})
