import { routeFor } from '../../src/lib/server/route-for'

/** The page types that are hero and content sections only: one page for all of them (VIKE_PAGE_OF). */
export default routeFor('/pages/content')
