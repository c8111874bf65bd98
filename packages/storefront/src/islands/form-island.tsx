import { ServiceForm, type FormKind } from '../components/service-form'
import { PageProviders, type PageIslandProps } from './page-providers'

/** A service form (product registration and the like): the form of the route, with the page's data. */
export default function FormIsland(props: PageIslandProps) {
  const form = props.page.route?.meta.form
  return <PageProviders {...props}>{form ? <ServiceForm kind={form as FormKind} /> : null}</PageProviders>
}
