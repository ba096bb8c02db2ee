import * as v from 'valibot'
import { m } from '#i18n/messages'
import { brand } from '../brand'
import { type OrderStatus, orderStatuses } from '../order-status'
import { email, type FieldMessage, line, rowId } from './fields'

/** Shop order shapes (docs/decisions/015), written once for the web form and the API. */

export const countries = ['US', 'CA', 'MX'] as const
export type Country = (typeof countries)[number]

export const shippingMethods = ['standard', 'express'] as const
export type ShippingMethod = (typeof shippingMethods)[number]

export { type OrderStatus, orderStatuses }

export const quantityMin = 1
export const quantityMax = 99
/** At most this many distinct lines in one order. */
export const orderLinesMax = 100

/**
 * The shop's refusals and notices, in the language of the moment (the page's, or the API
 * request's): read each where it is shown or sent, never once into a constant. Staff's and
 * Stripe's stay English (staff screens are English, decision 077).
 */
export const orderMessages = {
  get pricesChanged() {
    return m.forms_order_prices_changed()
  },
  get orderNotFound() {
    return m.forms_order_not_found()
  },
  // What a visitor can do when the site takes no card payments (issue 32: no developer words).
  get paymentNotConfigured() {
    return m.forms_order_payment_not_configured({ email: brand.email })
  },
  /** Staff's words: refunds go through Stripe, which this server has no keys for. */
  refundsNeedStripe:
    'Refunds go through Stripe, and card payments are not configured on this server (the STRIPE_* keys).',
  get orderNotPayable() {
    return m.forms_order_not_payable()
  },
  get paymentUnavailable() {
    return m.forms_order_payment_unavailable()
  },
  // Stripe's webhook calls hear these, not a person: English.
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  badSignature: 'Invalid Stripe signature',
  unreadableEvent: 'Unreadable Stripe event',
  get emptyOrder() {
    return m.forms_order_empty()
  },
  get quantity() {
    return m.forms_order_quantity({ min: quantityMin, max: quantityMax })
  },
  productUnavailable: (id: number) => m.forms_order_product_unavailable({ id }),
  onlyLeft: (name: string, n: number) => m.forms_order_only_left({ name, count: n }),
  tooManyUnits: (max: number) => m.forms_order_too_many_units({ max, email: brand.email }),
  tooLarge: (max: string) => m.forms_order_too_large({ max, email: brand.email }),
  outOfStock: (name: string) => m.forms_order_out_of_stock({ name }),
  /** 409: the account's last unpaid order held these items until its hold ran out (decision 049). */
  holdUsed: (minutes: number) => m.forms_order_hold_used({ minutes, email: brand.email }),
} as const

const addressRequired = () => m.forms_address_required()
const cityRequired = () => m.forms_city_required()
const stateRequired = () => m.forms_state_required()
const zipRequired = () => m.forms_zip_required()
const chooseCountry = () => m.forms_choose_country()

const who = {
  firstName: line(1, () => m.forms_first_name_required(), 80),
  lastName: line(1, () => m.forms_last_name_required(), 80),
  email: email(() => m.forms_enter_valid_email()),
}

const where = {
  address: line(1, addressRequired, 200),
  city: line(1, cityRequired, 100),
  state: line(1, stateRequired, 100),
  zipCode: line(1, zipRequired, 20),
  country: v.picklist(countries, chooseCountry),
}

/** The checkout form: every field required (SPEC §5), countries US/CA/MX (default US on the web). */
export const CheckoutContactSchema = v.strictObject({ ...who, ...where })

/**
 * The checkout form when nothing in the cart is posted (decision 039): no address asked, and
 * any address fields the form still holds are left out of what is sent.
 */
export const ContactOnlySchema = v.object(who)

/**
 * An order's contact as the API takes it: the address may be left out, and the server asks for
 * it (CheckoutContactSchema's messages) only when a line ships.
 */
const OrderContactSchema = v.strictObject({
  ...who,
  address: v.optional(v.pipe(v.string(addressRequired), v.maxLength(200))),
  city: v.optional(v.pipe(v.string(cityRequired), v.maxLength(100))),
  state: v.optional(v.pipe(v.string(stateRequired), v.maxLength(100))),
  zipCode: v.optional(v.pipe(v.string(zipRequired), v.maxLength(20))),
  country: v.optional(v.picklist(countries, chooseCountry)),
})

const quantityMessage = () => orderMessages.quantity
const quantity = v.pipe(
  v.number(quantityMessage),
  v.integer(quantityMessage),
  v.minValue(quantityMin, quantityMessage),
  v.maxValue(quantityMax, quantityMessage),
)

/** A dollar amount as the client saw it: a claim the server checks, never trusts. */
const dollars = (message: FieldMessage) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(1_000_000, message),
  )

export const OrderLineSchema = v.strictObject({
  productId: rowId(() => m.forms_order_product_id()),
  quantity,
  price: dollars(() => m.forms_order_price_number()),
})

export const OrderRequestSchema = v.strictObject({
  items: v.pipe(
    v.array(OrderLineSchema, () => m.forms_order_items_list()),
    v.minLength(1, () => orderMessages.emptyOrder),
    v.maxLength(orderLinesMax, () => m.forms_order_lines_max({ max: orderLinesMax })),
    v.check(
      (items) => new Set(items.map((i) => i.productId)).size === items.length,
      () => m.forms_order_product_once(),
    ),
  ),
  total: dollars(() => m.forms_order_total_number()),
  shippingMethod: v.picklist(shippingMethods, () => m.forms_order_choose_shipping()),
  contact: OrderContactSchema,
  /** Round the payment up to the next dollar: the difference is a gift (decision 038). */
  roundUp: v.optional(
    v.boolean(() => m.forms_order_round_up()),
    false,
  ),
  /** The kickoff call's time, for a package that has one: held with the order (decision 062). */
  kickoffSlotId: v.optional(rowId(() => m.forms_choose_call_time())),
})

export const CreatePaymentIntentSchema = v.strictObject({
  orderId: rowId(() => orderMessages.orderNotFound),
})

export type CheckoutContact = v.InferOutput<typeof CheckoutContactSchema>
/** Where an order was posted: the checkout's address fields. */
export type ShippingAddress = Pick<
  CheckoutContact,
  'address' | 'city' | 'state' | 'zipCode' | 'country'
>
export type OrderContact = v.InferOutput<typeof OrderContactSchema>
export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>

/** Order JSON as the API returns it (dollars at the edge). */
/** An order's figures in dollars, as the API computes them. */
export interface OrderTotalsInDollars {
  subtotal: number
  shipping: number
  total: number
}

/** A 409's body when the client's prices or total disagree with the server's: the right totals. */
export interface PriceChangeBody {
  error: string
  order: OrderTotalsInDollars
}

export interface Order {
  id: number
  status: OrderStatus
  subtotal: number
  shipping: number
  total: number
  shippingMethod: ShippingMethod
  items: { productId: number; name: string; quantity: number; price: number }[]
  /** Something in it is posted; otherwise there is no address and no shipping (decision 039). */
  shipsToAddress: boolean
  /** It holds a storytelling package: the family sends the story form once paid. */
  storytelling: boolean
  /** The kickoff call time (a storytelling slot's id) chosen with the order; null for none. */
  kickoffSlotId: number | null
  /** A round-up gift paid with the order, apart from its (taxable) total; 0 for none. */
  roundUp: number
  /** Address fields are empty strings when nothing ships. */
  contact: CheckoutContact
  /** Once shipped: the carrier and tracking number, and the carrier's tracking page. */
  tracking: { carrier: string; number: string; url: string | null } | null
  /** Dollars refunded so far (decision 031). */
  refunded: number
  createdAt: string
}
