// https://vike.dev/onCreateGlobalContext
import { installDeploySkewRecovery } from '../src/lib/deploy-skew'

/** Client start, before the first page's chunks load: listen for failed lazy modules (spec §2). */
export function onCreateGlobalContext() {
  installDeploySkewRecovery()
}
