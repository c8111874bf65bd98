export { createApp, BODY_LIMIT_BYTES, type CreateAppOptions } from './app'
export {
  loadConfig,
  ConfigError,
  DEFAULT_MAIL_FROM,
  DEFAULT_SERVICE_CONFIG,
  type Config,
  type MailConfig,
  type ServiceConfig,
  type StorageConfig,
} from './config'
export { createMailDelivery, mailDeliveryFor, type MailDelivery, type MailDeliveryOptions } from './mail-delivery'
export { MAIL_LIMIT } from './limits'
export { openStorage, openPgliteStorage, openPgStorage, migrate, type Storage } from './db'
