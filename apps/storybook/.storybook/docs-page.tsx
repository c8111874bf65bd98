import { ArgTypes, Controls, Markdown, Primary, Stories, Title, useOf } from '@storybook/addon-docs/blocks'

/** What react-docgen read from the component's code: its JSDoc and its props. */
interface Docgen {
  description?: string
  props?: Record<string, unknown>
}

const docgenOf = (component: unknown): Docgen | undefined =>
  component ? (component as { __docgenInfo?: Docgen }).__docgenInfo : undefined

/**
 * The JSDoc's `@example` tags as code blocks: react-docgen keeps a tag in the description as plain text, which the
 * page would show as a raw "@example <Hero …/>" paragraph.
 */
const withExamples = (description: string): string =>
  description.replace(
    /^@example[ \t]*\n?([\s\S]*?)(?=^@\w|(?![\s\S]))/gm,
    (_, code: string) => `\n**Example**\n\n\`\`\`tsx\n${code.trim()}\n\`\`\`\n\n`,
  )

/**
 * A component's docs page (autodocs): the description from its JSDoc, then the story file's notes, the first
 * story with its controls, every variant (each story with its own JSDoc) and the props from the code.
 * Storybook's default page shows `parameters.docs.description.component` *instead of* the JSDoc, so a story
 * file's note would hide the component's own description (https://storybook.js.org/docs/writing-docs/autodocs).
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const docgen = docgenOf(preparedMeta.component)
  const fromCode = docgen?.description ? withExamples(docgen.description).trim() : undefined
  const notes = (preparedMeta.parameters.docs as { description?: { component?: string } } | undefined)?.description
    ?.component
  return (
    <>
      <Title />
      {fromCode && <Markdown>{fromCode}</Markdown>}
      {notes && notes !== docgen?.description?.trim() && (
        <>
          {fromCode && <h3>In Storybook</h3>}
          <Markdown>{notes}</Markdown>
        </>
      )}
      <Primary />
      <Controls />
      <Stories title="Variants" />
      {docgen?.props && Object.keys(docgen.props).length > 0 && (
        <>
          <h3>Props (from the code)</h3>
          <ArgTypes of={preparedMeta.component as never} />
        </>
      )}
    </>
  )
}
