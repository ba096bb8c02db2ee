import { type DonationPaymentMethod, donationMessages, paymentMessages } from '#core/donation-facts'
import type { FeeRate } from '#core/giving-fees'
import type { Payments } from '../payments'
import type { GivingSettings } from '../settings'
import type { PayPal } from './paypal'

/**
 * The ways of giving this server can take (decision 038), in the order /donate offers them:
 * card and US bank account when Stripe is configured, PayPal (one-time) when PayPal is (decision
 * 041), a cheque pledge when there is somewhere to send one. Nothing else is offered or accepted.
 */
export function givingMethods(
  payments: Payments | null,
  settings: GivingSettings,
  paypal: PayPal | null = null,
): DonationPaymentMethod[] {
  const methods: DonationPaymentMethod[] = []
  if (payments) methods.push('card', 'bank')
  if (paypal) methods.push('paypal')
  if (settings.chequeInstructions) methods.push('cheque')
  return methods
}

/** Why a method is refused, in words a donor can act on. */
export function unavailableMessage(method: DonationPaymentMethod) {
  return method === 'card'
    ? donationMessages.paymentNotConfigured
    : paymentMessages.methodUnavailable
}

/** The processor's rate for a method whose fee a donor can cover; null for a cheque. */
export function feeRateFor(
  settings: GivingSettings,
  method: DonationPaymentMethod,
): FeeRate | null {
  if (method === 'card') return settings.feeRates.card
  if (method === 'bank') return settings.feeRates.bank
  return null
}

/** Methods Stripe charges (the Payment Element confirms them in the browser). */
export function isStripeMethod(method: DonationPaymentMethod) {
  return method === 'card' || method === 'bank'
}
