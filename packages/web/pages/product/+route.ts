import type { PageContext } from 'vike/types'
export default (pc: PageContext) => pc.resolution?.kind === 'page' && pc.resolution.route.component === 'product'
