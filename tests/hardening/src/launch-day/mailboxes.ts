import { pool, rawRequest } from '../servers'

/**
 * The mailbox an address reaches, as the suite counts mails: lower case, the `+tag` removed. Dots stay: the suite
 * uses no domain known to ignore them (docs/security.md#launch-day).
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at).toLowerCase()
  const plus = local.indexOf('+')
  return `${plus === -1 ? local : local.slice(0, plus)}@${address.slice(at + 1).toLowerCase()}`
}

/**
 * The mails the account service wrote (its dev outbox, `/api/dev/outbox.json`) to the addresses in `typed`, counted
 * per mailbox. Asked address by address, each message counted once by its id, whatever the outbox's filter matches.
 */
export async function mailsPerMailbox(api: string, typed: readonly string[]): Promise<Map<string, number>> {
  const seen = new Map<string, string>()
  await pool(
    [...new Set(typed)].map((address) => async () => {
      const res = await rawRequest(api, { path: `/api/dev/outbox.json?limit=200&to=${encodeURIComponent(address)}` })
      if (res.status !== 200) throw new Error(`outbox for ${address}: ${res.status} ${res.body.slice(0, 200)}`)
      const { messages } = (JSON.parse(res.body) as { data: { messages: { id: string; to: string }[] } }).data
      for (const message of messages) seen.set(message.id, mailboxOf(message.to))
    }),
    8,
  )
  const counts = new Map<string, number>()
  for (const mailbox of seen.values()) counts.set(mailbox, (counts.get(mailbox) ?? 0) + 1)
  return counts
}
