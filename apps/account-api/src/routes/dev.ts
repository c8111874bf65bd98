import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv, Deps } from '../context'
import { ok, readQuery } from '../http'
import { listOutbox, type OutboxMessage } from '../outbox'
import { email } from '../validation'

const OutboxQuery = z.object({
  to: email.optional(),
  // Up to a whole test run's mail: the log check reads every code and link a suite was sent.
  limit: z.coerce.number().int().min(1).max(5000).default(50),
})

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

/** Escaped text with its http(s) links made clickable. */
const linkify = (value: string) =>
  escapeHtml(value).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/** "sent", "queued", "queued, retrying (attempt 2: …)" or "failed: …". */
function deliveryText(m: Pick<OutboxMessage, 'status' | 'attempts' | 'lastError'>): string {
  if (m.status === 'sent') return 'sent'
  if (m.status === 'failed') return `failed: ${m.lastError ?? 'unknown error'}`
  return m.lastError ? `queued, retrying (attempt ${m.attempts}: ${m.lastError})` : 'queued'
}

function page(messages: OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) =>
        `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> → ${escapeHtml(m.to)} ` +
        `<time datetime="${m.createdAt}">${m.createdAt}</time> <code>${m.kind}</code> ` +
        `<span class="status ${m.status}">${escapeHtml(deliveryText(m))}</span></header>
  ${m.meta['code'] ? `<p class="code">${escapeHtml(m.meta['code'])}</p>` : ''}
  <pre>${linkify(m.body)}</pre>
</article>`,
    )
    .join('\n')
  return (
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Account API outbox</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
header{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}time{color:#555}
pre{white-space:pre-wrap;word-break:break-all;margin:.5rem 0 0}` +
    `.code{font:700 1.6rem monospace;letter-spacing:.2em;margin:.5rem 0 0}
.status{font-size:.85em;padding:0 .4em;border-radius:4px;background:#eee}` +
    `.sent{background:#dcefdc}.failed{background:#f6d6d6}
</style></head><body>
<h1>Outbox</h1>
<p>The newest e-mails the account service wrote (development only), with whether each was sent over SMTP
(<code>queued</code> forever when <code>SMTP_URL</code> is unset). ` +
    `<a href="">Refresh</a> · <a href="outbox.json">JSON</a></p>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> ` +
    `<button>Filter</button></form>
${rows || '<p>No messages yet.</p>'}
</body></html>`
  )
}

/** The development inbox: /api/dev/outbox (HTML) and /api/dev/outbox.json (envelope). */
export function devRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/outbox.json', async (c) => {
    const query = readQuery(c, OutboxQuery)
    return ok(c, { messages: await listOutbox(deps, query) })
  })
  routes.get('/outbox', async (c) => {
    const query = readQuery(c, OutboxQuery)
    const messages = await listOutbox(deps, query)
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    return c.html(page(messages, query.to))
  })
  return routes
}
