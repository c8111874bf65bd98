export { createLogger, REDACTED_KEYS, type Logger, type LoggerOptions } from './logger'
export { requestIdOf, REQUEST_ID_HEADER } from './request-id'
export {
  Counter,
  createRegistry,
  DURATION_BUCKETS,
  Gauge,
  Histogram,
  metricsReadBy,
  Registry,
  requestMetrics,
  serveMetrics,
  type RequestMetricsOptions,
} from './metrics'
export { gracefulShutdown, type GracefulShutdownOptions, type Shutdown } from './shutdown'
export { routeConsoleToLogger } from './console'
