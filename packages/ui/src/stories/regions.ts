import type { RegionId } from '@storefront/region-config'

/**
 * A story pinned to a region with story globals, so each region's copy, currency and script
 * (CJK included) is rendered, screenshotted and axe-tested even though the toolbar shows one at a time.
 * Storybook indexes stories statically, so each region is its own `export const`.
 */
export function inRegion<S extends { globals?: Record<string, unknown> }>(
  region: RegionId,
  base: S,
): S & { name: string } {
  return { ...base, name: `Region: ${region}`, globals: { ...base.globals, region } }
}

/** Story globals that render a story at a device viewport of the preview (docs/rules/interface.md#device-classes). */
export const atViewport = (value: 'mobile' | 'ipad' | 'window' | 'menu' | 'desktop') => ({
  viewport: { value, isRotated: false },
})

/**
 * Controls that offer a story's choices (a select, or checkboxes for a list) instead of free text:
 * `argTypes: choices({ state: STATES })`. A helper because `Meta<typeof Component>` only accepts the component's
 * props as argTypes, while the stories' args are their own (a state, a promo).
 */
export const choices = (
  options: Record<string, readonly (string | number | boolean)[]>,
  control: 'select' | 'radio' | 'check' = 'select',
): Record<string, { control: typeof control; options: readonly (string | number | boolean)[] }> =>
  Object.fromEntries(Object.entries(options).map(([name, values]) => [name, { control, options: values }]))

/** A message as toHaveTextContent reads the page: any run of white space as one space, French's narrow no-break
 * spaces before "!" and "?" included (docs/translating.md#typography). */
export const asRead = (message: string) => message.replace(/\s+/g, ' ')

/** Args of the stories that get no control, since a change would show nothing (the service's answer to a form not
 * yet sent): `argTypes: noControl('result')`. A helper for the same reason as `choices`. */
export const noControl = (...names: string[]): Record<string, { control: false }> =>
  Object.fromEntries(names.map((name) => [name, { control: false as const }]))
