/**
 * An island's props as JSON for an inline script: `JSON.stringify`, with every `<` as `\u003c` so that no string can
 * close the script.
 */
export const islandJson = (props: object): string => JSON.stringify(props).replace(/</g, '\\u003c')
