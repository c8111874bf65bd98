export interface PrivacyNoticeProps {
  /** What the e-mail address the form collects is used for, and how to withdraw a consent it gives. */
  text: string
  /** The region's privacy policy. */
  link: { label: string; href: string }
}

/**
 * The one line under a form that collects an e-mail address: what the address is used for, linked to the
 * privacy policy (docs/rules/legal.md#forms).
 */
export function PrivacyNotice({ text, link }: PrivacyNoticeProps) {
  return (
    <p className="sf-privacy-notice">
      {text} <a href={link.href}>{link.label}</a>
    </p>
  )
}
