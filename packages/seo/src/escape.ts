/** Escapes text for an HTML element body (`<title>`): `&`, `<`, `>`. */
export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Escapes a value for a double- or single-quoted HTML attribute. */
export function escapeHtmlAttr(value: string): string {
  return escapeHtmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * Characters XML 1.0 forbids (C0 controls other than tab, LF and CR; lone surrogates; U+FFFE/U+FFFF):
 * no escape makes them legal, so they are dropped.
 */
/* eslint-disable no-control-regex -- matching the control characters XML forbids is the point */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/* eslint-enable no-control-regex */

/** Escapes text for XML content and attributes (forbidden characters dropped, see `XML_FORBIDDEN`). */
export function escapeXml(value: string): string {
  return value
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<`, `>`, `&`, U+2028 and U+2029 become
 * `\uXXXX` escapes, which JSON parsers read back as the same characters, so no value (a product
 * name containing `</script>` or `<!--`) can end the script element or change how it is parsed.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_LD_ESCAPES[c]!)
}
