/** The message namespaces a page type loads, and the groups (`namespace.key`) of them it never renders. */
export interface PageMessages {
  namespaces: readonly string[]
  without: readonly string[]
}

/** The account service's field messages: it sends them translated, so no page needs them (the codes' messages
 * stay: the client shows them when an answer has no `msg`, docs/rules/accounts.md#error-messages). */
const SERVICE_ONLY = ['api.field']

/** A page's chrome and the account service's code messages (header, footer, newsletter, not-found page). */
export const PAGE_MESSAGES: PageMessages = { namespaces: ['common', 'api'], without: ['common.form', ...SERVICE_ONLY] }

/** A service form's page: the chrome's messages and its fields and options (`common.form`). */
export const FORM_MESSAGES: PageMessages = { namespaces: ['common', 'api'], without: SERVICE_ONLY }

/** An account screen: the chrome's messages and the screens' own (`account`). */
export const ACCOUNT_MESSAGES: PageMessages = { namespaces: ['common', 'api', 'account'], without: SERVICE_ONLY }
