import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PreviewRibbon } from './preview-ribbon'

describe('PreviewRibbon', () => {
  it('says what the page shows and when, and links out of the preview', () => {
    render(
      <PreviewRibbon
        label="Preview: this page as it will look on 22 September 2025 at 01:00 BST"
        dateTime="2025-09-22T00:00:00.000Z"
        leaveHref="/uk/flagship-megatron"
        leaveLabel="Leave preview"
      />,
    )
    expect(screen.getByRole('note').textContent).toContain('22 September 2025 at 01:00 BST')
    expect(screen.getByRole('note').querySelector('time')?.getAttribute('datetime')).toBe('2025-09-22T00:00:00.000Z')
    expect(screen.getByRole('link', { name: 'Leave preview' }).getAttribute('href')).toBe('/uk/flagship-megatron')
  })
})
