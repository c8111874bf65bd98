import { describe, expect, it } from 'vitest'

// The brand addresses shoppers as 您 in Chinese, never 你 (迷你, "mini", is a word of its own).
const files = {
  ...import.meta.glob<unknown>('./pages/zh-*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('./messages/zh-*/*.json', { eager: true, import: 'default' }),
}

describe('Chinese copy addresses the shopper as 您', () => {
  it.each(Object.keys(files))('%s', (file) => {
    expect(JSON.stringify(files[file]).replaceAll('迷你', '')).not.toContain('你')
  })
})
