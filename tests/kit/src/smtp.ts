import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'

/** One message as the SMTP server received it, with the headers and the text decoded. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  mailFrom: string
  rcptTo: string[]
  /** The login the client used, if any. */
  user: string | undefined
  /** Header names lower-cased, values unfolded and RFC 2047-decoded. */
  headers: Record<string, string>
  /** The text body, transfer encoding undone. */
  text: string
  raw: string
}

export interface SmtpRejection {
  /** SMTP reply code, e.g. 451 (try again later) or 550. */
  code: number
  message: string
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for one test file: it records what it
 * receives and can be told to refuse recipients, as a server in trouble would.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  /** When set, every RCPT TO is refused with this reply. */
  reject: SmtpRejection | undefined
  /** How long the server takes to accept each message, as a busy relay would (0: at once). */
  acceptDelayMs = 0
  private waiters: (() => void)[] = []

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly credentials: { user: string; pass: string },
  ) {}

  /** Listen on `port` (default: any free port). */
  static async start(options: { port?: number; user?: string; pass?: string } = {}): Promise<TestSmtpServer> {
    const credentials = { user: options.user ?? 'mailer', pass: options.pass ?? 's3cret:/@' }
    // The server's callbacks need the instance, which needs the listening server's port.
    const ref: { self?: TestSmtpServer } = {}
    const server = new SMTPServer({
      // Plain SMTP with AUTH on loopback: no certificate to trust in a test.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === credentials.user && auth.password === credentials.pass)
          callback(null, { user: auth.username })
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
      },
      onRcptTo(_address, _session, callback) {
        const rejection = ref.self?.reject
        if (rejection) callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }))
        else callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const accept = () => {
            ref.self?.record(Buffer.concat(chunks).toString('utf8'), session)
            callback()
          }
          const delay = ref.self?.acceptDelayMs ?? 0
          if (delay > 0) setTimeout(accept, delay)
          else accept()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    const { port } = server.server.address() as AddressInfo
    ref.self = new TestSmtpServer(server, port, credentials)
    return ref.self
  }

  /** `smtp://user:pass@127.0.0.1:port` (the password percent-encoded, as an operator would write it). */
  get url(): string {
    return `smtp://${encodeURIComponent(this.credentials.user)}:${encodeURIComponent(this.credentials.pass)}@127.0.0.1:${this.port}`
  }

  /** The messages for one recipient. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.rcptTo.includes(address))
  }

  /** Resolve once `count` messages to `address` have arrived; fail after `timeoutMs`. */
  async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (this.to(address).length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} message(s) to ${address}, got ${this.to(address).length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.to(address)
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private record(raw: string, session: SMTPServerSession): void {
    const envelope = session.envelope
    this.received.push({
      mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
      rcptTo: envelope.rcptTo.map((rcpt) => rcpt.address),
      user: typeof session.user === 'string' ? session.user : undefined,
      ...parseMessage(raw),
      raw,
    })
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}

/** Just enough MIME for the service's messages: one text part, headers with encoded words. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  let bytes: Buffer
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64')
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
  else bytes = Buffer.from(body, 'utf8')
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') }
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(value[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** RFC 2047 `=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=` words; whitespace between two words goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}
