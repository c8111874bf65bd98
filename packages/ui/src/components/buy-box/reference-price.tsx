/**
 * A struck reference price inside the words that say what it is ("Usual price: <s>£1,299.00</s>"). The text comes
 * whole from the translator's pattern (common `format.labelled`), which places the label, the colon and its spaces
 * as the language writes them ("当社通常価格：", "Prix habituel : "); the price in it is struck where it stands.
 */
export function ReferencePrice({ text, value }: { text?: string | undefined; value: string }) {
  const struck = <s className="sf-price__was">{value}</s>
  const at = text?.lastIndexOf(value) ?? -1
  // Without words for it, or words that do not hold it: the price struck after them.
  if (!text || at < 0)
    return (
      <>
        {text ? `${text} ` : null}
        {struck}
      </>
    )
  return (
    <>
      {text.slice(0, at)}
      {struck}
      {text.slice(at + value.length)}
    </>
  )
}
