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
