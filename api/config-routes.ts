import { createRouter } from './app-env'
import { givingMethods } from './giving'

/**
 * GET /api/config: what the web needs at run time (never baked into the build), gathered from
 * payments, the shop's limits and giving: the app's, as no one domain owns it.
 */
export const configRoutes = createRouter().get('/', (c) =>
  c.json(
    {
      stripePublishableKey: c.var.payments?.publishableKey ?? null,
      /**
       * Web Push's VAPID public key (decision 096), null when push is off: the account page asks
       * here rather than GET /api/push/public-key, whose 404 a browser logs as an error.
       */
      pushPublicKey: c.var.settings.push?.vapid.publicKey ?? null,
      /** The most of one item an order may hold (ORDER_MAX_UNITS_PER_PRODUCT): carts stop there. */
      maxUnitsPerProduct: c.var.settings.orderLimits.maxUnitsPerProduct,
      /** Who donors give to: the EIN on /donate and in the footer (null until ORG_EIN is set). */
      organization: {
        legalName: c.var.settings.giving.organization.legalName,
        ein: c.var.settings.giving.organization.ein,
      },
      /** What /donate offers (decision 038): only the ways this server can take. */
      giving: {
        methods: givingMethods(c.var.payments, c.var.settings.giving, c.var.paypal),
        /** For PayPal's JS SDK (a public id, like Stripe's publishable key). */
        paypalClientId: c.var.paypal?.clientId ?? null,
        feeRates: c.var.settings.giving.feeRates,
        disclosure: c.var.settings.giving.solicitationDisclosure ?? null,
      },
    },
    200,
  ),
)
