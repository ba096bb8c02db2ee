import { m } from '#i18n/messages'
import { type TierName, tierPrices } from './tier-prices'

/**
 * The AI storytelling tiers of the spec. `name` is also the catalogue product's exact name (kept
 * as it is in every language); the words around it are messages, called as the page renders.
 */
export interface StorytellingTier {
  name: TierName
  price: number
  kind: () => string
  summary: () => string
  features: (() => string)[]
  cta: () => string
  popular?: boolean
}

export const storytellingTiers: StorytellingTier[] = [
  {
    name: 'Lite DIY Kit',
    price: tierPrices['Lite DIY Kit'],
    kind: m.content_tier_lite_kind,
    summary: m.content_tier_lite_summary,
    features: [
      m.content_tier_lite_template,
      m.content_tier_lite_prompts,
      m.content_tier_lite_design,
      m.content_tier_lite_tutorial,
      m.content_tier_lite_bonus,
    ],
    cta: m.content_tier_lite_cta,
  },
  {
    name: 'Creator Pro Package',
    price: tierPrices['Creator Pro Package'],
    kind: m.content_tier_pro_kind,
    summary: m.content_tier_pro_summary,
    features: [
      m.content_tier_pro_call,
      m.content_tier_pro_ebook,
      m.content_tier_pro_images,
      m.content_tier_pro_video,
      m.content_tier_pro_delivery,
    ],
    cta: m.content_tier_pro_cta,
    popular: true,
  },
  {
    name: 'Legacy Author Box',
    price: tierPrices['Legacy Author Box'],
    kind: m.content_tier_legacy_kind,
    summary: m.content_tier_legacy_summary,
    features: [
      m.content_tier_legacy_everything,
      m.content_tier_legacy_hardcover,
      m.content_tier_legacy_video,
      m.content_tier_legacy_social,
      m.content_tier_legacy_print,
    ],
    cta: m.content_tier_legacy_cta,
  },
]
