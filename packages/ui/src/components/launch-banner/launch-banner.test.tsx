import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LaunchBanner } from './launch-banner'

describe('LaunchBanner', () => {
  it.each([1, 2, 3, 4] as const)(
    'stage %i: shows the stage copy and its link, the counter hidden from screen readers',
    (stage) => {
      const { container } = render(
        <LaunchBanner stage={stage} text={`Stage ${stage} copy`} href="/us/flagship-megatron" cta="Discover" />,
      )
      const banner = container.querySelector('#launch-banner')!
      expect(banner.getAttribute('data-stage')).toBe(String(stage))
      expect(banner.textContent).toContain(`Stage ${stage} copy`)
      expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/us/flagship-megatron')
      const counter = container.querySelector('.sf-launch__stage')!
      expect(counter.textContent).toBe(`${stage}/4`)
      expect(counter.getAttribute('aria-hidden')).toBe('true')
    },
  )
})
