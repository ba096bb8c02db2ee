/** The shop domain's entry: all that the app and other domains may use of it (decision 063). */
export { createProduct, listCatalogue, productForStaff, updateProduct } from './catalogue-admin'
export { catalogueChannel, catalogueFastPath, createCatalogueCache } from './catalogue-cache'
export {
  listOrdersForStaff,
  orderCsvHeader,
  orderCsvRows,
  orderForStaff,
  updateOrderStatus,
} from './fulfilment'
export { orderRoutes, paymentIntentRoutes } from './order-routes'
export { releaseExpiredHolds } from './orders'
export { productRoutes } from './product-routes'
export { listProducts } from './products'
export { orderRefundLedger, refundOrder } from './refunds'
export { recordReturn } from './returns'
export { shopStripeEvents } from './stripe-event-handlers'
