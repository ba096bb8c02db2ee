/**
 * "Cover the fees" (docs/decisions/038): the processor's fee for a payment method, and the gross
 * a donor gives so that what reaches the programs is the gift they meant. One rule for the web's
 * checkbox label and the server's charge, in integer cents.
 */

/** A processor's price: a share of the payment in basis points, a fixed part, an optional cap. */
export interface FeeRate {
  /** 220 = 2.2 %. */
  basisPoints: number
  fixedCents: number
  /** The most one payment's fee can be (ACH: $5), or null. */
  capCents: number | null
}

/** Stripe's US list prices: cards 2.2 % + 30¢ (nonprofit rate), ACH Direct Debit 0.8 % up to $5. */
export const defaultFeeRates = {
  card: { basisPoints: 220, fixedCents: 30, capCents: null },
  bank: { basisPoints: 80, fixedCents: 0, capCents: 500 },
} as const satisfies Record<string, FeeRate>

export type FeeRates = { card: FeeRate; bank: FeeRate }

/**
 * The gross to charge so that gross minus the fee on the gross is `giftCents`:
 * (gift + fixed) / (1 − rate), rounded up to the cent; with a cap, never more than gift + cap.
 * The fee is on the whole charge, including on the added part (Stripe's own preview skips that).
 */
export function grossUpForFees(giftCents: number, rate: FeeRate): number {
  const denominator = 10_000 - rate.basisPoints
  const numerator = (giftCents + rate.fixedCents) * 10_000
  const gross = Math.ceil(numerator / denominator)
  return rate.capCents === null ? gross : Math.min(gross, giftCents + rate.capCents)
}

/** What covering the fees adds to a gift, in cents. */
export function coveredFeeCents(giftCents: number, rate: FeeRate): number {
  return grossUpForFees(giftCents, rate) - giftCents
}
