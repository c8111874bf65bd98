import { z } from 'zod'
import type { ChatVendor } from './chat-vendor'

const httpsOnly = (environment: string) => environment === 'production' || environment === 'pre-production'

/** A comma-separated list of origins (`https://chat.example.com`; `wss://` too where `sockets` is set). */
const originList = (sockets: boolean) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            sockets ? /^(https?|wss?):\/\/[^/\s,]+$/ : /^https?:\/\/[^/\s,]+$/,
            'each must be an origin such as https://chat.example.com (no path)',
          )
          .transform((u) => u.toLowerCase()),
      ),
    )

/**
 * The chat vendor's settings of an app, validated with the others at start (README "Configuration").
 * Without `CHAT_SCRIPT_URL` the app loads no vendor (the button still shows and warns,
 * docs/rules/chat.md#opening-the-chat).
 */
export const ChatEnvSchema = z.object({
  CHAT_SCRIPT_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'must be the http(s) URL of the vendor script' })])
    .default(''),
  CHAT_GLOBAL: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/, 'must be a JavaScript identifier such as MechaformChat')
    .default('MechaformChat'),
  CHAT_SCRIPT_ORIGINS: originList(false),
  CHAT_FRAME_ORIGINS: originList(false),
  CHAT_CONNECT_ORIGINS: originList(true),
  CHAT_IMG_ORIGINS: originList(false),
})

export type ChatEnv = z.infer<typeof ChatEnvSchema>

/** The vendor of the validated settings, or null; problems the schema cannot see name their variable. */
export function chatVendorOf(env: ChatEnv, environment: string): { vendor: ChatVendor | null; issues: string[] } {
  if (!env.CHAT_SCRIPT_URL) return { vendor: null, issues: [] }
  const issues: string[] = []
  if (httpsOnly(environment)) {
    const plain = (list: string[]) => list.filter((o) => /^(http|ws):/.test(o))
    if (env.CHAT_SCRIPT_URL.startsWith('http:'))
      issues.push(`  CHAT_SCRIPT_URL: must be https in ${environment} (got ${JSON.stringify(env.CHAT_SCRIPT_URL)})`)
    for (const name of [
      'CHAT_SCRIPT_ORIGINS',
      'CHAT_FRAME_ORIGINS',
      'CHAT_CONNECT_ORIGINS',
      'CHAT_IMG_ORIGINS',
    ] as const) {
      const insecure = plain(env[name])
      if (insecure.length)
        issues.push(
          `  ${name}: must be https (or wss) origins in ${environment} (got ${JSON.stringify(insecure.join(','))})`,
        )
    }
  }
  const vendor: ChatVendor = {
    scriptUrl: env.CHAT_SCRIPT_URL,
    globalName: env.CHAT_GLOBAL,
    origins: {
      script: env.CHAT_SCRIPT_ORIGINS,
      frame: env.CHAT_FRAME_ORIGINS,
      connect: env.CHAT_CONNECT_ORIGINS,
      img: env.CHAT_IMG_ORIGINS,
    },
  }
  return { vendor: issues.length ? null : vendor, issues }
}
