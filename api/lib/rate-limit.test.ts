import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../db/schema'
import { openTestDatabase } from '../../test/test-db'
import {
  blockedFor,
  consume,
  type LimitRule,
  minutesText,
  recordFailure,
  sweepRateLimits,
  waitText,
} from './rate-limit'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const start = new Date('2025-03-01T12:00:00Z')
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
const hourly = (limit: number): LimitRule => ({ limit, windowSeconds: 3600 })

describe('consume', () => {
  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    const rule = hourly(3)
    for (const second of [0, 10, 20]) {
      expect(await consume(db, 'forms:a', rule, at(second))).toEqual({ allowed: true })
    }
    expect(await consume(db, 'forms:a', rule, at(600))).toEqual({
      allowed: false,
      retryAfter: 3000,
    })
    expect(await consume(db, 'forms:a', rule, at(3600))).toEqual({ allowed: true })
  })

  it('counts each key on its own', async () => {
    expect(await consume(db, 'forms:b', hourly(1), start)).toEqual({ allowed: true })
    expect(await consume(db, 'forms:c', hourly(1), start)).toEqual({ allowed: true })
    expect((await consume(db, 'forms:b', hourly(1), start)).allowed).toBe(false)
  })

  it('stays exact when hits arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consume(db, 'forms:burst', hourly(4), start)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(4)
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'forms:burst'))
    expect(row!.count).toBe(10)
  })
})

describe('recordFailure with back-off', () => {
  const rule: LimitRule = {
    limit: 100,
    windowSeconds: 3600,
    backoff: { freeHits: 5, baseSeconds: 30 },
  }

  it('blocks nothing for 4 failures, then doubles the wait from the 5th', async () => {
    for (let i = 0; i < 4; i++) await recordFailure(db, 'login:x', rule, start)
    expect(await blockedFor(db, ['login:x'], start)).toBe(0)
    await recordFailure(db, 'login:x', rule, start)
    expect(await blockedFor(db, ['login:x'], start)).toBe(30)
    await recordFailure(db, 'login:x', rule, at(30))
    expect(await blockedFor(db, ['login:x'], at(30))).toBe(60)
    await recordFailure(db, 'login:x', rule, at(90))
    expect(await blockedFor(db, ['login:x'], at(90))).toBe(120)
    expect(await blockedFor(db, ['login:x'], at(210))).toBe(0)
  })

  it('never waits longer than the window, and blocks the rest of the window at the limit', async () => {
    const capped: LimitRule = { ...rule, limit: 8 }
    for (let i = 0; i < 7; i++) await recordFailure(db, 'login:y', capped, start)
    expect(await blockedFor(db, ['login:y'], start)).toBe(120)
    await recordFailure(db, 'login:y', capped, at(100))
    expect(await blockedFor(db, ['login:y'], at(100))).toBe(3500)
  })

  it('answers the longest wait of several keys', async () => {
    await recordFailure(db, 'login:one', hourly(1), start)
    expect(await blockedFor(db, ['login:none', 'login:one'], at(60))).toBe(3540)
  })
})

describe('sweepRateLimits', () => {
  it('drops old counters that block no one, keeping live ones', async () => {
    await consume(db, 'sweep:old', hourly(5), start)
    await consume(db, 'sweep:new', hourly(5), at(2 * 86400))
    await sweepRateLimits(db, at(2 * 86400 + 60))
    const keys = (await db.select().from(rateLimits)).map((row) => row.key)
    expect(keys).toContain('sweep:new')
    expect(keys).not.toContain('sweep:old')
  })
})

it('says how long to wait in whole minutes', () => {
  expect(minutesText(1)).toBe('1 minute')
  expect(minutesText(61)).toBe('2 minutes')
})

it('says longer waits in whole hours', () => {
  expect(waitText(3600)).toBe('60 minutes')
  expect(waitText(3601)).toBe('2 hours')
  expect(waitText(22 * 3600)).toBe('22 hours')
})
