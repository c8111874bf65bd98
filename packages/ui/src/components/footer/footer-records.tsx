import type { RegionConfig, Translate } from '@storefront/region-config'

/**
 * The records a market asks every page to show beside the copyright (docs/rules/legal.md#footer-records): cn's
 * public-security record (公网安备) beside its ICP number; kr's business information (전자상거래법 §10, 표시·광고
 * 고시): trade name, representative, business and mail-order numbers with the FTC's 사업자정보확인 link, address,
 * phone and e-mail. The storefront's footer and the Footer stories pass it as the footer's `records`.
 */
export function FooterRecords({
  config,
  t,
}: {
  config: Pick<RegionConfig, 'company' | 'publicSecurity'>
  t: Translate
}) {
  const { company, publicSecurity } = config
  const labelled = (field: string, value: string) => t('format.labelled', { label: t(`legal.${field}`), value })
  return (
    <>
      {publicSecurity && (
        <a href={publicSecurity.href} target="_blank" rel="noopener noreferrer">
          {publicSecurity.text}
        </a>
      )}
      {company.businessCheck && (
        <span className="sf-footer__records" data-records="business">
          {`${labelled('name', company.name)} · ${labelled('representative', company.representative)} · `}
          {company.register}{' '}
          <a href={company.businessCheck} target="_blank" rel="noopener noreferrer">
            {t('legal.businessCheck')}
          </a>{' '}
          · {labelled('address', company.address)}
          {company.phone && ` · ${labelled('phone', company.phone)}`} · {labelled('email', company.email)}
        </span>
      )}
    </>
  )
}
