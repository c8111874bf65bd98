import { ContentSections, type ContentSection } from '@storefront/ui'

type FaqSection = Extract<ContentSection, { kind: 'faq' }>

const none = () => null

/** A FAQ section: its questions open and close (Collapse), so it is an island with its copy as props. */
export default function FaqIsland({
  section,
  labels,
}: {
  section: FaqSection
  labels: { download: string; visit: string; newTab: string }
}) {
  return <ContentSections sections={[section]} hrefOf={(link) => link} renderProducts={none} labels={labels} />
}
