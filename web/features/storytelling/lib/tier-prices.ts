/**
 * Each storytelling tier's price in dollars, by its catalogue product's name, apart from the
 * tiers' words (tiers.ts): the page's description quotes the lowest, and a route's `head` is
 * part of every page's first load (decision 082).
 */
export const tierPrices = {
  'Lite DIY Kit': 49,
  'Creator Pro Package': 199,
  'Legacy Author Box': 499,
} as const

export type TierName = keyof typeof tierPrices

/** "Three packages from $49". */
export const lowestTierPrice = Math.min(...Object.values(tierPrices))
