/** The payments domain's entry: all that the app and other domains may use of it (decision 063). */
export { stripeWebhookRoutes } from './payment-routes'
export {
  type Claim,
  type PendingRefund,
  type RefundLedger,
  reasonOf,
  refusalOf,
  runRefund,
  settleChargeRefunds,
  settleStalePending,
} from './refund-pipeline'
export {
  chargeCurrency,
  createPayments,
  invoicePaidBy,
  type PaymentEventResult,
  type Payments,
  stripeIdempotencyKey,
} from './stripe'
export {
  applyEventOnce,
  type StripeEventContext,
  type StripeEventHandler,
  type StripeEventRouting,
} from './stripe-events'
export { webhookSetupAdminRoutes } from './webhook-setup-routes'
