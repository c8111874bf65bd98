import { describe, expect, it } from 'vitest'

// Korean copy speaks in 하십시오체 (…십시오, …습니다), never 해요체 (…세요); 안녕하세요 is a greeting, not a request.
// The account service's error messages (api.json) are restructured elsewhere and not held to this yet.
const files = {
  ...import.meta.glob<unknown>('./pages/ko-KR/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('./messages/ko-KR/{common,account,mail}.json', { eager: true, import: 'default' }),
}

describe('Korean copy is in 하십시오체', () => {
  it.each(Object.keys(files))('%s', (file) => {
    expect(JSON.stringify(files[file]).replaceAll('안녕하세요', '')).not.toMatch(/세요/)
  })
})
