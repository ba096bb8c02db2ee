import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { outbox, subscribers } from '../../db/schema'
import { openTestDatabase } from '../../test/test-db'
import { requestSubscription, subscriberIdOf, unsubscribeToken } from './subscribers'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const secret = Buffer.from('a-test-secret-that-is-long-enough-0123456789')
const context = {
  origin: 'https://brightminds.example',
  secret,
  mailRule: { limit: 5, windowSeconds: 3600 },
  now: new Date('2026-11-27T12:00:00Z'),
}

const rowFor = async (email: string) =>
  (await db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!
const mailTo = async (email: string) =>
  (await db.select().from(outbox).where(eq(outbox.to, email)))[0]!

describe('asking to subscribe', () => {
  it('keeps the first name given, and none for an empty one', async () => {
    await requestSubscription(db, { email: 'maya@example.org', firstName: 'Maya' }, context)
    await requestSubscription(db, { email: 'anon@example.org', firstName: '' }, context)
    expect((await rowFor('maya@example.org')).firstName).toBe('Maya')
    expect((await rowFor('anon@example.org')).firstName).toBeNull()
  })

  it('mails the confirmation link in these words, greeting by name when there is one', async () => {
    // Its own sign-ups: a test run alone (as mutation testing runs it) finds its mails.
    await requestSubscription(db, { email: 'words@example.org', firstName: 'Maya' }, context)
    await requestSubscription(db, { email: 'words.anon@example.org' }, context)
    const named = await mailTo('words@example.org')
    const lines = named.body.split('\n')
    expect(lines[0]).toBe('Hello Maya,')
    expect(lines.slice(1, 4)).toEqual([
      '',
      'Someone (hopefully you) asked for news from BrightMinds Foundation at words@example.org. To start receiving it, confirm within a week:',
      '',
    ])
    expect(lines[4]).toMatch(/^https:\/\/brightminds\.example\/confirm-subscription\?token=\S+$/)
    expect(lines.slice(5)).toEqual([
      '',
      'If it was not you, ignore this email: without confirmation you will get nothing from us.',
    ])
    expect(named.subject).toBe('Please confirm your subscription to BrightMinds Foundation')
    expect((await mailTo('words.anon@example.org')).body.split('\n')[0]).toBe('Hello,')
  })
})

describe('unsubscribe tokens', () => {
  it('keep the format of the links already mailed: id, a dot, the HMAC of "unsubscribe:<id>"', () => {
    // Newsletters sent years ago carry these links: changing the format breaks every one of them.
    const hmac = createHmac('sha256', secret).update('unsubscribe:42').digest('base64url')
    expect(unsubscribeToken(secret, 42)).toBe(`42.${hmac}`)
    expect(subscriberIdOf(secret, `42.${hmac}`)).toBe(42)
  })

  it('name the subscriber only when the whole token is theirs, signed with this key', () => {
    const token = unsubscribeToken(secret, 7)
    expect(subscriberIdOf(secret, token)).toBe(7)
    for (const bad of [
      `x${token}`,
      `${token}x`,
      `0${token}`,
      token.replace(/^7/, '8'),
      unsubscribeToken(Buffer.from('another-secret-that-is-long-enough-012345'), 7),
      undefined,
      '',
    ]) {
      expect(subscriberIdOf(secret, bad), String(bad)).toBeUndefined()
    }
  })

  it('name ids up to the largest the database holds, and no further', () => {
    expect(subscriberIdOf(secret, unsubscribeToken(secret, 2_147_483_647))).toBe(2_147_483_647)
    expect(subscriberIdOf(secret, unsubscribeToken(secret, 2_147_483_648))).toBeUndefined()
    expect(subscriberIdOf(secret, unsubscribeToken(secret, 9_999_999_999))).toBeUndefined()
  })
})
