/** The ops domain's entry: all that the app and other domains may use of it (decision 063). */
export { type AuditAction, type AuditedEntity, recordAudit } from './audit-log'
export { claimRun } from './claim-run'
export { healthRoutes, readinessRoutes } from './health-routes'
export { createMetrics, metricsRoutes } from './metrics'
