/** The namespace of the storefront's chrome messages; `t('key')` without a namespace reads it. */
export const DEFAULT_NAMESPACE = 'common'
