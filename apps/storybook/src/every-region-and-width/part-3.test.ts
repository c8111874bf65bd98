import { describeEveryRegionAndWidth } from '../every-region-and-width'

describeEveryRegionAndWidth(3)
