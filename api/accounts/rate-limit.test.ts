import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../db/schema'
import { openTestDatabase } from '../../test/test-db'
import {
  blockedFor,
  consume,
  type LimitRule,
  minutesText,
  releaseAttempt,
  reserveAttempt,
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

describe('reserveAttempt with back-off', () => {
  const rule: LimitRule = {
    limit: 100,
    windowSeconds: 3600,
    backoff: { freeHits: 5, baseSeconds: 30, maxSeconds: 900 },
  }
  const attempt = (key: string, when: Date, limit = rule) =>
    reserveAttempt(db, [{ key, rule: limit }], when)

  it('allows 5 attempts, then doubles the wait; a refused attempt is not counted', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('login:x', start)).allowed).toBe(true)
    expect(await blockedFor(db, ['login:x'], start)).toBe(0)
    expect((await attempt('login:x', start)).allowed).toBe(true)
    expect(await attempt('login:x', start)).toEqual({ allowed: false, retryAfter: 30 })
    expect(await attempt('login:x', at(10))).toEqual({ allowed: false, retryAfter: 20 })
    expect((await attempt('login:x', at(30))).allowed).toBe(true)
    expect(await blockedFor(db, ['login:x'], at(30))).toBe(60)
    expect((await attempt('login:x', at(90))).allowed).toBe(true)
    expect(await blockedFor(db, ['login:x'], at(90))).toBe(120)
    expect(await blockedFor(db, ['login:x'], at(210))).toBe(0)
  })

  it('lets no more attempts through than the rule allows, however many arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => attempt('login:burst', start)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    // The owner waits the first back-off step, not the hour.
    expect(await blockedFor(db, ['login:burst'], start)).toBe(30)
  })

  it('never waits longer than maxSeconds, and blocks the rest of the window at the limit', async () => {
    const capped: LimitRule = { ...rule, limit: 12, backoff: { ...rule.backoff!, maxSeconds: 200 } }
    let now = start
    for (let i = 0; i < 9; i++) {
      expect((await attempt('login:y', now, capped)).allowed).toBe(true)
      now = new Date(now.getTime() + (await blockedFor(db, ['login:y'], now)) * 1000)
    }
    // The 10th: 30 × 2^5 = 960 s, capped at 200.
    expect((await attempt('login:y', now, capped)).allowed).toBe(true)
    expect(await blockedFor(db, ['login:y'], now)).toBe(200)
    // ...until the limit: the 12th blocks the rest of the window.
    now = new Date(now.getTime() + 200_000)
    expect((await attempt('login:y', now, capped)).allowed).toBe(true)
    now = new Date(now.getTime() + 200_000)
    expect((await attempt('login:y', now, capped)).allowed).toBe(true)
    expect(await attempt('login:y', now, capped)).toEqual({
      allowed: false,
      retryAfter: 3600 - (now.getTime() - start.getTime()) / 1000,
    })
  })

  it('reserves every key or none', async () => {
    const ip = { key: 'login:ip:shared', rule: hourly(1) }
    expect((await reserveAttempt(db, [{ key: 'login:a1', rule }, ip], start)).allowed).toBe(true)
    const refused = await reserveAttempt(db, [{ key: 'login:a2', rule }, ip], start)
    expect(refused).toEqual({ allowed: false, retryAfter: 3600 })
    const [a2] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:a2'))
    expect(a2).toBeUndefined()
  })

  it('takes back a successful attempt, unblocking a plain limit it had reached', async () => {
    const ip = { key: 'login:ip:office', rule: hourly(2) }
    expect((await reserveAttempt(db, [ip], start)).allowed).toBe(true)
    expect((await reserveAttempt(db, [ip], start)).allowed).toBe(true)
    expect((await reserveAttempt(db, [ip], start)).allowed).toBe(false)
    await releaseAttempt(db, ip)
    expect((await reserveAttempt(db, [ip], start)).allowed).toBe(true)
  })

  it('blocks from the first attempt when the first is already past the free ones', async () => {
    const strict: LimitRule = {
      ...rule,
      backoff: { freeHits: 1, baseSeconds: 30, maxSeconds: 900 },
    }
    expect((await attempt('login:strict', start, strict)).allowed).toBe(true)
    expect(await attempt('login:strict', at(29), strict)).toEqual({ allowed: false, retryAfter: 1 })
    expect((await attempt('login:strict', at(30), strict)).allowed).toBe(true)
  })

  it('keeps a back-off block when a successful attempt is taken back', async () => {
    for (let i = 0; i < 5; i++) await attempt('login:release', start)
    expect(await blockedFor(db, ['login:release'], start)).toBe(30)
    await releaseAttempt(db, { key: 'login:release', rule })
    expect(await blockedFor(db, ['login:release'], start)).toBe(30)
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:release'))
    expect(row!.count).toBe(4)
  })

  it('answers the longest wait of several keys', async () => {
    await consume(db, 'login:one', hourly(1), start)
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

  it('keeps an old counter that still blocks someone', async () => {
    const rule: LimitRule = { limit: 1, windowSeconds: 3 * 86400 }
    await consume(db, 'sweep:blocking', rule, start)
    await sweepRateLimits(db, at(2 * 86400))
    const keys = (await db.select().from(rateLimits)).map((row) => row.key)
    expect(keys).toContain('sweep:blocking')
  })
})

it('says how long to wait in whole minutes', () => {
  expect(minutesText(0)).toBe('1 minute')
  expect(minutesText(1)).toBe('1 minute')
  expect(minutesText(60)).toBe('1 minute')
  expect(minutesText(61)).toBe('2 minutes')
})

it('says longer waits in whole hours', () => {
  expect(waitText(3600)).toBe('60 minutes')
  expect(waitText(3601)).toBe('2 hours')
  expect(waitText(22 * 3600)).toBe('22 hours')
})
