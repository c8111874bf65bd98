/**
 * The foundations a designer signs off with the components: colours, type scale, spacing and buttons, read from
 * the tokens the storefront ships (`@storefront/ui/base.css`'s custom properties, `BREAKPOINTS` of tokens.ts).
 * Nothing here restates a value: a token changed in base.css changes this page.
 */
import { BREAKPOINTS } from '@storefront/ui'
import baseCss from '@storefront/ui/base.css?raw'

export interface Token {
  name: string
  value: string
  /** Values the token takes from a breakpoint up: [min-width px, value]. */
  from: [number, string][]
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

/** The custom properties of base.css's first `:root` rule, with the values its media queries give them. */
export function tokensOf(css: string): Token[] {
  const text = stripComments(css)
  const root = /:root\s*\{([^}]*)\}/.exec(text)?.[1] ?? ''
  const declarations = (body: string) =>
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ').trim()] as const)
  const tokens = declarations(root).map(([name, value]): Token => ({ name, value, from: [] }))
  for (const m of text.matchAll(/@media \(min-width: (\d+)px\)\s*\{\s*:root\s*\{([^}]*)\}/g))
    for (const [name, value] of declarations(m[2]!))
      tokens.find((t) => t.name === name)?.from.push([Number(m[1]), value])
  return tokens
}

/** The button classes base.css styles (`.sf-button`, its `--modifiers`, `.sf-link-button`). */
export function buttonClassesOf(css: string): string[] {
  const names = [...stripComments(css).matchAll(/\.(sf-(?:link-)?button(?:--[\w-]+)?)(?=[\s,{])/g)].map((m) => m[1]!)
  return [...new Set(names)]
}

export const TOKENS = tokensOf(baseCss)
export const BUTTON_CLASSES = buttonClassesOf(baseCss)

const isColour = (value: string) => /^(#|rgb|hsl)/.test(value)
const group = (test: (t: Token) => boolean) => TOKENS.filter(test)
export const COLOURS = group((t) => isColour(t.value))
export const TYPE_SCALE = group((t) => t.name.startsWith('--sf-step'))
export const SPACING = group((t) => t.name.startsWith('--sf-space'))
export const OTHERS = group((t) => !COLOURS.includes(t) && !TYPE_SCALE.includes(t) && !SPACING.includes(t))

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'middle', textAlign: 'start' } as const
/**
 * Each system's own monospace by name: the generic `monospace` is whatever the browser's settings say, and Chromium's
 * headless shell and its full browser name different fonts for it on the same machine.
 */
const code = {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  fontSize: '0.85rem',
} as const
/** A token's name is one word: the column widens for it rather than breaking "--sf-radiu|s". */
const name = { ...cell, ...code, whiteSpace: 'nowrap' } as const
/** Kept whole: the sample may wrap between its words, never inside one ("로 / 봇", "机器 / 人"). */
const word = { whiteSpace: 'nowrap' } as const

function Value({ token }: { token: Token }) {
  return (
    <>
      <code style={code}>{token.value}</code>
      {token.from.map(([px, value]) => (
        <div key={px} className="sf-muted" style={code}>
          from {px} px: {value}
        </div>
      ))}
    </>
  )
}

function Table({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: 8 }}>{caption}</caption>
      <tbody>{children}</tbody>
    </table>
  )
}

export function ColourTokens() {
  return (
    <Table caption="Colours">
      {COLOURS.map((t) => (
        <tr key={t.name}>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 64,
                height: 40,
                borderRadius: 'var(--sf-radius)',
                background: `var(${t.name})`,
                border: '1px solid var(--sf-line)',
              }}
            />
          </td>
          <th scope="row" style={name}>
            {t.name}
          </th>
          <td style={cell}>
            <Value token={t} />
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function TypeScaleTokens() {
  return (
    <Table caption="Type scale (sample in the region's language via the toolbar)">
      {TYPE_SCALE.map((t) => (
        <tr key={t.name}>
          <th scope="row" style={name}>
            {t.name}
          </th>
          <td style={cell}>
            <Value token={t} />
          </td>
          {/* Each word in its own language, so each is drawn in its script's font and breaks only between words. */}
          <td style={{ ...cell, fontSize: `var(${t.name})`, lineHeight: 1.25 }}>
            <span style={word}>Robots</span>{' '}
            <span lang="zh-CN" style={word}>
              机器人
            </span>{' '}
            <span lang="ja" style={word}>
              ロボット
            </span>{' '}
            <span lang="ko" style={word}>
              로봇
            </span>
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function SpacingTokens() {
  return (
    <Table caption="Spacing">
      {SPACING.map((t) => (
        <tr key={t.name}>
          <th scope="row" style={name}>
            {t.name}
          </th>
          <td style={cell}>
            <Value token={t} />
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', width: `var(${t.name})`, height: 16, background: 'var(--sf-red)' }}
            />
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function LayoutTokens() {
  return (
    <>
      <Table caption="Layout and shape">
        {OTHERS.map((t) => (
          <tr key={t.name}>
            <th scope="row" style={name}>
              {t.name}
            </th>
            <td style={{ ...cell, maxWidth: 640 }}>
              <Value token={t} />
            </td>
          </tr>
        ))}
      </Table>
      <p>
        Breakpoints (tokens.ts, <code style={code}>BREAKPOINTS</code>):{' '}
        <code style={code}>{BREAKPOINTS.map((px) => `${px} px`).join(' · ')}</code>
      </p>
    </>
  )
}

export function ButtonClasses() {
  const modifiers = BUTTON_CLASSES.filter((c) => c.startsWith('sf-button--'))
  const bases = BUTTON_CLASSES.filter((c) => !c.startsWith('sf-button--'))
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      {bases.map((c) => (
        <button key={c} type="button" className={c}>
          .{c}
        </button>
      ))}
      {modifiers.map((c) => (
        <button key={c} type="button" className={`sf-button ${c}`}>
          .{c}
        </button>
      ))}
      <button type="button" className="sf-button" disabled>
        .sf-button[disabled]
      </button>
    </div>
  )
}
