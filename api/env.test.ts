import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

describe('loadEnv', () => {
  it('requires DONATION_LINK_SECRET in production, so e-mailed links survive a restart', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'DONATION_LINK_SECRET: is required when NODE_ENV is production',
    )
    const secret = 'x'.repeat(32)
    expect(loadEnv({ NODE_ENV: 'production', DONATION_LINK_SECRET: secret }).NODE_ENV).toBe(
      'production',
    )
    expect(loadEnv({}).DONATION_LINK_SECRET).toBeUndefined()
  })

  it('requires ORG_EIN in production once payments are on, so every receipt states it', () => {
    const production = { NODE_ENV: 'production', DONATION_LINK_SECRET: 'x'.repeat(32) }
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }
    const paypal = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' }
    for (const payments of [stripe, paypal]) {
      expect(() => loadEnv({ ...production, ...payments })).toThrow(
        'ORG_EIN: is required when NODE_ENV is production and payments are on',
      )
      expect(loadEnv({ ...production, ...payments, ORG_EIN: '12-3456789' }).ORG_EIN).toBe(
        '12-3456789',
      )
      // Trying payments out on a developer's machine needs no EIN.
      expect(loadEnv({ ...payments }).ORG_EIN).toBeUndefined()
    }
    // A production site that takes no payments (pledges by cheque) may start without one.
    expect(loadEnv(production).ORG_EIN).toBeUndefined()
  })

  it('names the bad key when a value is wrong', () => {
    expect(() => loadEnv({ DONATION_LINK_SECRET: 'short' })).toThrow(
      'DONATION_LINK_SECRET: must be at least 32 characters',
    )
    expect(() => loadEnv({ CAMPAIGN_GOAL_DOLLARS: 'lots' })).toThrow('CAMPAIGN_GOAL_DOLLARS')
    expect(() => loadEnv({ ORG_TIME_ZONE: 'Austin' })).toThrow(
      'ORG_TIME_ZONE: must be an IANA time zone like America/Chicago',
    )
  })

  it("keeps the organisation's calendar in Austin unless told otherwise", () => {
    expect(loadEnv({}).ORG_TIME_ZONE).toBe('America/Chicago')
    expect(loadEnv({ ORG_TIME_ZONE: 'America/New_York' }).ORG_TIME_ZONE).toBe('America/New_York')
  })
})
