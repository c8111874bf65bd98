import { routeFor } from '../../src/lib/route-for'

export default routeFor('/pages/product')
