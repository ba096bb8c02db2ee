import * as v from 'valibot'
import { brand } from '../brand'
import { email, line, rowId } from './fields'

/** Shop order shapes (docs/decisions/015), written once for the web form and the API. */

export const countries = ['US', 'CA', 'MX'] as const
export type Country = (typeof countries)[number]

export const shippingMethods = ['standard', 'express'] as const
export type ShippingMethod = (typeof shippingMethods)[number]

export const orderStatuses = [
  'pending_payment',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'failed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const quantityMin = 1
export const quantityMax = 99
/** At most this many distinct lines in one order. */
export const orderLinesMax = 100

export const orderMessages = {
  pricesChanged: 'Prices have changed. Please review your order.',
  orderNotFound: 'Order not found',
  // What a visitor can do when the site takes no card payments (issue 32: no developer words).
  paymentNotConfigured: `Paying by card isn't available at the moment. Your order is still recorded, and we will contact you to arrange payment (questions: ${brand.email}).`,
  /** Staff's words: refunds go through Stripe, which this server has no keys for. */
  refundsNeedStripe:
    'Refunds go through Stripe, and card payments are not configured on this server (the STRIPE_* keys).',
  orderNotPayable: 'This order can no longer be paid.',
  paymentUnavailable: 'Payment processing is unavailable right now. Please try again.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  badSignature: 'Invalid Stripe signature',
  unreadableEvent: 'Unreadable Stripe event',
  emptyOrder: 'Your cart is empty. Add some items before checking out.',
  quantity: 'Quantity must be a whole number from 1 to 99',
  productUnavailable: (id: number) => `Product ${id} is not available`,
  onlyLeft: (name: string, n: number) => `${name} has only ${n} left in stock`,
  tooManyUnits: (max: number) =>
    `For orders over ${max} of one item, contact us at ${brand.email}.`,
  tooLarge: (max: string) => `For orders over ${max}, contact us at ${brand.email}.`,
  outOfStock: (name: string) => `${name} is out of stock`,
  /** 409: the account's last unpaid order held these items until its hold ran out (decision 049). */
  holdUsed: (minutes: number) =>
    `Your last unpaid order held these items until its time ran out. So other families get a turn, you can order them again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or write to ${brand.email} and we will help.`,
} as const

const who = {
  firstName: line(1, 'First name is required', 80),
  lastName: line(1, 'Last name is required', 80),
  email: email('Please enter a valid email address'),
}

const where = {
  address: line(1, 'Address is required', 200),
  city: line(1, 'City is required', 100),
  state: line(1, 'State is required', 100),
  zipCode: line(1, 'ZIP code is required', 20),
  country: v.picklist(countries, 'Please choose a country'),
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
  address: v.optional(v.pipe(v.string('Address is required'), v.maxLength(200))),
  city: v.optional(v.pipe(v.string('City is required'), v.maxLength(100))),
  state: v.optional(v.pipe(v.string('State is required'), v.maxLength(100))),
  zipCode: v.optional(v.pipe(v.string('ZIP code is required'), v.maxLength(20))),
  country: v.optional(v.picklist(countries, 'Please choose a country')),
})

const quantity = v.pipe(
  v.number(orderMessages.quantity),
  v.integer(orderMessages.quantity),
  v.minValue(quantityMin, orderMessages.quantity),
  v.maxValue(quantityMax, orderMessages.quantity),
)

/** A dollar amount as the client saw it: a claim the server checks, never trusts. */
const dollars = (message: string) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(1_000_000, message),
  )

export const OrderLineSchema = v.strictObject({
  productId: rowId('Product id must be a positive whole number'),
  quantity,
  price: dollars('Price must be a number'),
})

export const OrderRequestSchema = v.strictObject({
  items: v.pipe(
    v.array(OrderLineSchema, 'Items must be a list'),
    v.minLength(1, orderMessages.emptyOrder),
    v.maxLength(orderLinesMax, `An order can have at most ${orderLinesMax} lines`),
    v.check(
      (items) => new Set(items.map((i) => i.productId)).size === items.length,
      'Each product may appear only once in an order',
    ),
  ),
  total: dollars('Total must be a number'),
  shippingMethod: v.picklist(shippingMethods, 'Please choose a shipping method'),
  contact: OrderContactSchema,
  /** Round the payment up to the next dollar: the difference is a gift (decision 038). */
  roundUp: v.optional(v.boolean('Round up must be true or false'), false),
  /** The kickoff call's time, for a package that has one: held with the order (decision 062). */
  kickoffSlotId: v.optional(rowId('Please choose a time for the kickoff call.')),
})

export const CreatePaymentIntentSchema = v.strictObject({
  orderId: rowId(orderMessages.orderNotFound),
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
