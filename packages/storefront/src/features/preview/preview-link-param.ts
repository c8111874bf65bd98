/** The query parameter of a preview link (preview-link.ts); on its own so that the browser bundle needs no crypto. */
export const PREVIEW_PARAM = 'preview'
