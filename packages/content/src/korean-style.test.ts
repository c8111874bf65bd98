import { describe, expect, it } from 'vitest'

// Korean copy speaks in 하십시오체 (…십시오, …습니다, …습니까?), never 해요체 (…세요, …나요?, …가요?, …어요);
// 안녕하세요 is a greeting, not a request. The account service's error messages (api.json) are held to it too.
const files = {
  ...import.meta.glob<unknown>('./pages/ko-KR/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('./messages/ko-KR/{common,account,mail,api}.json', { eager: true, import: 'default' }),
}

/** 해요체 endings: a word ending in …요 of these forms, before punctuation, a space or the end of the text. */
const HAEYO_ENDING = /(세요|[나가까죠]요|[어아여워와봐줘돼져해에예래네군]요)(?=[?.!,\s"]|$)/

describe('Korean copy is in 하십시오체', () => {
  it.each(Object.keys(files))('%s', (file) => {
    expect(JSON.stringify(files[file]).replaceAll('안녕하세요', '')).not.toMatch(HAEYO_ENDING)
  })
})
