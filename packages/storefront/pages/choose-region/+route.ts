import { routeFor } from '../../src/lib/server/route-for'

export default routeFor('/pages/choose-region')
