/**
 * The one mailbox an address reaches (docs/rules/newsletter.md#one-mailbox): what mail allowances, subscriptions and
 * notify-me requests key on, so that `Robot+1@Example.com` and `robot+2@example.com` count as one. The address as
 * typed is still the one mailed; this is only ever compared.
 *
 * - the whole address in lower case (every mail provider a shopper uses treats the local part so);
 * - a `+tag` removed from the local part (sub-addressing, RFC 5233), unless nothing would be left before it;
 * - dots removed from the local part only at domains known to ignore them, which also name one mailbox under
 *   another domain (`GMAIL_DOMAINS`); every other domain keeps its dots, which may tell mailboxes apart.
 */

/** Domains that deliver `r.o.b.o.t@` to `robot@`, and the one domain their mailboxes are named under. */
export const GMAIL_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/** The canonical mailbox of `address` (trimmed; the address is expected to be valid already). */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const gmail = GMAIL_DOMAINS[domain]
  if (gmail !== undefined) {
    local = local.replaceAll('.', '')
    domain = gmail
  }
  return `${local}@${domain}`
}
