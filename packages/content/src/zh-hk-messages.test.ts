import { describe, expect, it } from 'vitest'
import hk from './messages/zh-HK/common.json'
import cn from './messages/zh-CN/common.json'
import { PRODUCT_NAMES } from './product-names'
import hongKongPage from './pages/zh-HK/hongkong-macao.json'

/** Characters only Simplified Chinese writes (their Traditional forms differ): none belongs on the zh-HK page. */
const SIMPLIFIED_ONLY =
  /[们这个会时为说请选认订阅账户页码导关设链邮钮网买卖动张长门间后发现经电话图书东车马鸟鱼铺签开启务区级优价费]/u

const leaves = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))

describe('zh-HK (Hong Kong/Macao) chrome', () => {
  it('translates every zh-CN chrome message but the account service errors (api.*), which fall back', () => {
    const have = new Set(leaves(hk).map(([k]) => k))
    const missing = leaves(cn)
      .map(([k]) => k)
      .filter((k) => !have.has(k) && !k.startsWith('api.'))
    expect(missing).toEqual([])
  })

  it.each(leaves(hk))('%s is written in Traditional characters', (_key, text) => {
    expect(text).not.toMatch(SIMPLIFIED_ONLY)
  })

  it('says robot as the page copy and product names do (機械人), never 機器人', () => {
    expect(JSON.stringify(hk)).not.toContain('機器人')
    expect(JSON.stringify(hongKongPage)).not.toContain('機器人')
    expect(PRODUCT_NAMES['zh-HK']!.miniRobot).toContain('機械人')
  })

  it('reads the buy link, new-tab hint and newsletter as Hong Kong writes them', () => {
    expect(hk.whereToBuy.visit).toBe('前往店鋪')
    expect(hk.a11y.newTab).toBe('（在新分頁中開啟）')
    expect(hk.newsletter.button).toBe('訂閱')
  })

  it('names each robot on the page as product-names.ts names it in zh-HK, never another way', () => {
    const copy = JSON.stringify(hongKongPage)
    const names = PRODUCT_NAMES['zh-HK']!
    expect(copy).toContain(names.toyStoryBuzzLightyear)
    expect(copy).not.toContain('玩具總動員')
    for (const name of [names.flagshipBumblebee, names.flagshipMegatron]) expect(copy).toContain(name)
  })
})
