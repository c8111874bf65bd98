import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextBanner } from './text-banner'

describe('TextBanner', () => {
  it('shows the stage label as a link on the configured colour', () => {
    const { container } = render(
      <TextBanner label="威震天旗舰版 新品发布" href="/flagship-megatron" bg="#b3121d" stage={2} />,
    )
    expect(screen.getByRole('link', { name: '威震天旗舰版 新品发布' }).getAttribute('href')).toBe('/flagship-megatron')
    const banner = container.firstElementChild as HTMLElement
    expect(banner.dataset.stage).toBe('2')
    expect(banner.style.backgroundColor).toMatch(/#b3121d|rgb\(179, 18, 29\)/)
  })
})
