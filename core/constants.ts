/** Business constants from the specification: one place, imported by the web and the API. */
import { m } from '#i18n/messages'

export const shipping = {
  /** Standard shipping is free when the subtotal is at least this much. */
  freeThresholdCents: 50_00,
  standardCents: 5_99,
  expressCents: 14_99,
} as const

/**
 * The amounts offered, each with what it buys: one list for the home page's cards, /donate and
 * its sidebar, once or monthly (issue 32; the home's monthly card offered $50/$100/$200 while
 * /donate offered $25/$50/$100, each with its own claims). `short` goes on the amount's button.
 * The words are the page's language's (decision 077).
 */
export const givingLevels = [
  level(25, m.content_level_25_short, m.content_level_25_impact),
  level(50, m.content_level_50_short, m.content_level_50_impact),
  level(100, m.content_level_100_short, m.content_level_100_impact),
] as const

/** A level whose words are read, in the reader's language, where they are shown. */
function level(amount: number, short: () => string, impact: () => string) {
  return {
    amount,
    get short() {
      return short()
    },
    get impact() {
      return impact()
    },
  }
}

export type GivingLevel = (typeof givingLevels)[number]

const levelAmounts: readonly number[] = givingLevels.map((level) => level.amount)

/** The level an amount is, if it is one. */
export function givingLevel(amount: number): GivingLevel | undefined {
  return givingLevels.find((level) => level.amount === amount)
}

export const donationPresets = {
  homeOneTime: levelAmounts,
  homeOneTimeDefault: 25,
  homeMonthly: levelAmounts,
  homeMonthlyDefault: 100,
  page: levelAmounts,
  pageDefault: 50,
} as const

/** The largest single gift the site takes online, in dollars; bigger gifts go through staff. */
export const donationMaxDollars = 100_000

/** The smallest gift, in dollars: the custom amount's minimum (SPEC §5), above Stripe's $0.50. */
export const donationMinDollars = 1

export const skeletonCounts = {
  homeFeatured: 4,
  store: 8,
  community: 6,
  adminStatistics: 6,
  networking: 4,
  accountOrders: 2,
} as const

export const storeSorts = ['featured', 'priceAsc', 'priceDesc', 'name'] as const
export type StoreSort = (typeof storeSorts)[number]

export const programChoices = [
  'Cyber Explorers Workshop',
  'Creative Coding Lab',
  'AI Storytelling Studio',
  '3D Puzzle Makers',
] as const

export const grades = [3, 4, 5, 6, 7, 8] as const

export const toastDurationMs = 5000

/**
 * The one shipping rule (SPEC §9, docs/decisions/015), in cents: standard is free at a subtotal of
 * $50.00 or more, else $5.99; express is always $14.99. Used by the web summary and the API.
 */
export function computeShipping(subtotalCents: number, method: 'standard' | 'express'): number {
  if (method === 'express') return shipping.expressCents
  return subtotalCents >= shipping.freeThresholdCents ? 0 : shipping.standardCents
}
