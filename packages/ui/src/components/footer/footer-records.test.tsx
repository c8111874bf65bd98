import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { REGION_IDS, regionConfig } from '@storefront/region-config'
import { FooterRecords } from './footer-records'

const t = (key: string, vars?: Record<string, unknown>) =>
  key === 'format.labelled' ? `${String(vars!.label)}=${String(vars!.value)}` : `[${key}]`
const html = (region: (typeof REGION_IDS)[number]) =>
  renderToStaticMarkup(<FooterRecords config={regionConfig(region)} t={t} />)

describe('footer records (docs/rules/legal.md#footer-records)', () => {
  it('kr: trade name, representative, business and mail-order numbers, the FTC check, address, phone, mail', () => {
    const { company } = regionConfig('kr')
    const text = html('kr')
    for (const part of [
      `[legal.name]=${company.name}`,
      `[legal.representative]=${company.representative}`,
      company.register,
      `[legal.address]=${company.address}`,
      `[legal.phone]=${company.phone!}`,
      `[legal.email]=${company.email}`,
    ])
      expect(text).toContain(part)
    expect(company.register).toMatch(/사업자등록번호 .+통신판매업 신고번호 /)
    expect(text).toContain(`<a href="${company.businessCheck!}" target="_blank" rel="noopener noreferrer">`)
    expect(text).toContain('[legal.businessCheck]</a>')
  })

  it('cn: the public-security record linked beside the ICP number', () => {
    const { publicSecurity, icp } = regionConfig('cn')
    expect(icp).toBeDefined()
    expect(html('cn')).toBe(
      `<a href="${publicSecurity!.href}" target="_blank" rel="noopener noreferrer">${publicSecurity!.text}</a>`,
    )
  })

  it('other regions: none', () => {
    for (const region of REGION_IDS.filter((r) => r !== 'kr' && r !== 'cn')) expect(html(region), region).toBe('')
  })
})
