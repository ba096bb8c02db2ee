/** The giving domain's entry: all that the app and other domains may use of it (decision 063). */
export { donationRoutes, paypalWebhookRoutes } from './donation-routes'
export {
  deleteStalledCardGifts,
  donorPaths,
  markDonationFailed,
  markDonationPaid,
  type WebhookContext,
} from './donations'
export {
  giftCsvHeader,
  giftCsvRows,
  giftForStaff,
  listGiftsForStaff,
  recordPledgeReceived,
  resendReceipt,
} from './gift-back-office'
export { donationManagementRoutes } from './gift-management-routes'
export { giftRefundLedger, refundGift } from './gift-refunds'
export { givingMethods } from './giving-methods'
export { createPayPal, type PayPal } from './paypal'
export { settleStalePayPalRefunds } from './paypal-refunds'
export { payRoundUpWith, recordRoundUp, roundUpOfOrder, roundUpsOfOrders } from './round-ups'
export {
  accountGivingRoutes,
  signedStatementRoutes,
  statementAdminRoutes,
} from './statement-routes'
export { givingStripeEvents, webhookContext } from './stripe-event-handlers'
