import { useEffect } from 'react'
import { ConsentBanner } from '@storefront/ui'
import { useConsent } from './consent'

/**
 * The analytics consent banner (consent regions). The server renders it, hidden by CSS unless the
 * inline script before it (`consentAskScript`) found no stored choice; `load` then removes it for a
 * visitor who has chosen.
 */
export default function ConsentIsland({
  labels,
  links,
}: {
  labels: { title: string; body: string; accept: string; reject: string }
  links: { label: string; href: string }[]
}) {
  const open = useConsent((s) => s.open)
  const choose = useConsent((s) => s.choose)
  const load = useConsent((s) => s.load)
  useEffect(() => load(), [load])
  if (!open) return null
  return <ConsentBanner labels={labels} links={links} onChoose={choose} askedByPage />
}
