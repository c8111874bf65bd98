// Its own module: the server's preview handling reads it without the page data's content types.
/** A page opened through a preview link (docs/rules/time.md#preview-links). */
export interface PagePreview {
  /** The instant the page shows (epoch ms); the page's `now` too. */
  at: number
  /** The same page, live (the path without the preview token). */
  exit: string
}
