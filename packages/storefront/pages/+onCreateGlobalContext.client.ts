// https://vike.dev/onCreateGlobalContext
import { installDeploySkewRecovery } from '../src/lib/browser/deploy-skew'

/**
 * Client start, before the first page's chunks load: listen for failed lazy modules
 * (docs/rules/routing.md#deploy-skew).
 */
export function onCreateGlobalContext() {
  installDeploySkewRecovery()
}
