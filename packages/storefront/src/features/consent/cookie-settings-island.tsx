import { useConsent } from './consent'

/** The footer's "cookie settings" button (consent regions): reopens the banner. */
export default function CookieSettingsIsland({ label }: { label: string }) {
  const reopen = useConsent((s) => s.reopen)
  return (
    <button type="button" className="sf-link-button" onClick={reopen}>
      {label}
    </button>
  )
}
