import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import webpush from 'web-push'
import type { PushTopic } from '#core/push-topics'
import { sessions } from '../../db/schema/accounts'
import { eventRsvps } from '../../db/schema/community'
import { outbox } from '../../db/schema/mail'
import { pushChoices, pushNotices, pushOutbox, pushSubscriptions } from '../../db/schema/push'
import {
  insertCommunityEvent,
  insertForumPost,
  insertPushDevice,
  insertUser,
  testPassword,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { startPushEndpoint } from '../../test/support/push-endpoint'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { remindOfEvents } from '../community'
import { loadEnv } from '../env'
import { settingsFrom } from '../settings'
import { defaultPushPolicy, deliverDuePush, fetchPushSender } from './delivery'
import { isAllowedEndpoint } from './endpoints'
import { maxDevicesPerMember, saveSubscription } from './subscriptions'

// Web Push (issue 36, decisions 095 and 096): devices and topics through the API, notices
// delivered encrypted to a local push service that decrypts them as a browser would.

const vapid = webpush.generateVAPIDKeys()
const endpoint = await startPushEndpoint()
afterAll(() => endpoint.close())
const env = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:web@example.org',
  PUSH_ENDPOINT_ORIGINS: endpoint.origin,
}
const push = settingsFrom(loadEnv({ NODE_ENV: 'test', ...env })).push!
const { request, api, db } = await createTestApp({ env })
const off = await createTestApp()
const policy = { ...defaultPushPolicy, retryBaseSeconds: 1 }
const deliver = (now = new Date()) => deliverDuePush(db, push, fetchPushSender, policy, () => now)

async function member(locale: 'en' | 'es' = 'en') {
  const user = await insertUser(db, { locale })
  return { user, cookie: await signIn(request, user.username, testPassword) }
}
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const devices = api.push.subscriptions
const topicsOf = (cookie: string, topics: PushTopic[]) =>
  api.push.topics.$put({ json: { topics } }, as(cookie))
const reply = (cookie: string, postId: number, content: string) =>
  api.forum.posts[':id'].comments.$post(
    { param: { id: String(postId) }, json: { content } },
    as(cookie),
  )

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key, or 404 when push is off', async () => {
    expect(await bodyAt(await api.push['public-key'].$get(), 200)).toEqual({
      publicKey: vapid.publicKey,
    })
    // The page reads it from the configuration, which never answers 404.
    expect(await bodyAt(await api.config.$get(), 200)).toMatchObject({
      pushPublicKey: vapid.publicKey,
    })
    expect(await bodyAt(await off.api.config.$get(), 200)).toMatchObject({ pushPublicKey: null })
    const without = await off.api.push['public-key'].$get()
    expect(without.status).toBe(404)
    expect(await without.json()).toEqual({
      error: 'Push notifications are not set up on this site',
    })
  })
})

describe('devices and topics', () => {
  it('keeps a device per push address, moved to whoever subscribes on it last', async () => {
    const first = await member()
    const second = await member()
    const device = endpoint.subscribe()
    expect((await devices.$post({ json: device })).status).toBe(401)
    expect(await bodyAt(await devices.$post({ json: device }, as(first.cookie)), 201)).toEqual({
      topics: [],
      devices: 1,
      thisDevice: true,
    })
    // The same device, signed in as someone else: theirs now, never both.
    await devices.$post({ json: device }, as(second.cookie))
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint))
    expect(rows.map((row) => row.userId)).toEqual([second.user.id])
    // Only its owner can let it go.
    await devices.$delete({ json: { endpoint: device.endpoint } }, as(first.cookie))
    expect(
      await db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toBe(1)
    const gone = await devices.$delete({ json: { endpoint: device.endpoint } }, as(second.cookie))
    expect(await bodyAt(gone, 200)).toEqual({ topics: [], devices: 0, thisDevice: false })
  })

  it('ties a device to the sign-in it was made in: signing out, or out of all devices, ends it', async () => {
    const { user, cookie } = await member()
    const elsewhere = await signIn(request, user.username, testPassword)
    const phone = endpoint.subscribe()
    expect(await bodyAt(await devices.$post({ json: phone }, as(cookie)), 201)).toMatchObject({
      devices: 1,
      thisDevice: true,
    })
    // The same member on another device: theirs, but not that device's.
    expect(await bodyAt(await api.push.choices.$get({}, as(elsewhere)), 200)).toMatchObject({
      devices: 1,
      thisDevice: false,
    })
    expect((await api.logout.$post({}, as(cookie))).status).toBe(204)
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(0)

    const laptop = endpoint.subscribe()
    await bodyAt(await devices.$post({ json: laptop }, as(elsewhere)), 201)
    const third = await signIn(request, user.username, testPassword)
    await bodyAt(await devices.$post({ json: endpoint.subscribe() }, as(third)), 201)
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(2)
    await api.account['sign-out-everywhere'].$post({}, as(third))
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(0)
  })

  it('refuses addresses that are not a push service, and keys that are not keys', async () => {
    const { cookie } = await member()
    const device = endpoint.subscribe()
    for (const address of [
      'http://push.example.org/x',
      'https://10.0.0.7/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata.internal/push',
      'https://user:pw@push.example.org/x',
    ]) {
      const answer = await devices.$post({ json: { ...device, endpoint: address } }, as(cookie))
      expect(answer.status, address).toBe(400)
      expect(await answer.json()).toEqual({
        error: 'The device gave a push address this site cannot use',
      })
    }
    const badKeys = await devices.$post(
      { json: { ...device, keys: { ...device.keys, auth: 'short' } } },
      as(cookie),
    )
    expect(badKeys.status).toBe(400)
    expect(await badKeys.json()).toEqual({ error: "The device's push keys are not valid" })
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true)
  })

  it('sets exactly the topics chosen, and refuses one the site does not offer', async () => {
    const { cookie } = await member()
    expect(await bodyAt(await topicsOf(cookie, ['forum-replies', 'event-reminders']), 200)).toEqual(
      { topics: ['event-reminders', 'forum-replies'], devices: 0, thisDevice: false },
    )
    expect(await bodyAt(await topicsOf(cookie, ['order-shipped']), 200)).toMatchObject({
      topics: ['order-shipped'],
    })
    // A topic outside the contract's list: only an untyped request can send it.
    const refused = await request('/api/push/topics', {
      method: 'PUT',
      headers: { Cookie: cookie },
      json: { topics: ['newsletter'] },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: 'Choose from the notifications this site offers',
    })
    expect(await bodyAt(await api.push.choices.$get({}, as(cookie)), 200)).toMatchObject({
      topics: ['order-shipped'],
    })
    expect(await bodyAt(await topicsOf(cookie, []), 200)).toMatchObject({ topics: [] })
  })
})

describe('delivery', () => {
  async function subscribed(topics: PushTopic[], locale: 'en' | 'es' = 'en') {
    const who = await member(locale)
    const device = endpoint.subscribe()
    await bodyAt(await devices.$post({ json: device }, as(who.cookie)), 201)
    await bodyAt(await topicsOf(who.cookie, topics), 200)
    return { ...who, device, id: device.endpoint.split('/').pop()! }
  }

  it('a reply reaches the author’s device, decrypted, with its title, words and page', async () => {
    const author = await subscribed(['forum-replies'], 'es')
    const post = await insertForumPost(db, author.user.id, { title: 'Rompecabezas de viaje' })
    const other = await member()
    expect((await reply(other.cookie, post.id, 'Try the 24-piece one first.')).status).toBe(201)
    // Their own reply tells them nothing.
    expect((await reply(author.cookie, post.id, 'Thanks!')).status).toBe(201)
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 })
    const got = await endpoint.waitFor((message) => message.id === author.id)
    expect(got.payload).toEqual({
      title: 'Nueva respuesta a «Rompecabezas de viaje»',
      body: `Pat ${other.user.lastName[0]}.: Try the 24-piece one first.`,
      url: '/es/community?tab=forum&q=Rompecabezas+de+viaje',
      tag: expect.stringMatching(/^notice-\d+$/),
    })
    expect(got.headers.ttl).toBe(defaultPushPolicy.keepSeconds)
    expect(got.vapid.sub).toBe('mailto:web@example.org')
    expect(endpoint.received.filter((message) => message.id === author.id)).toHaveLength(1)
  })

  it("a reminder reaches the device, decrypted, with the event's day, time, place and page", async () => {
    const going = await subscribed(['event-reminders'])
    const now = new Date('2030-06-10T15:00:00Z')
    const event = await insertCommunityEvent(db, {
      title: 'Robot build-along',
      location: 'Online (Zoom)',
      startsAt: new Date(now.getTime() + 20 * 3600_000),
      endsAt: new Date(now.getTime() + 21 * 3600_000),
    })
    await db.insert(eventRsvps).values({ eventId: event.id, userId: going.user.id })
    const settings = { origin: 'https://brightminds.example', timeZone: 'America/Chicago' }
    expect(await remindOfEvents(db, now, settings)).toBe(1)
    expect(await deliver(now)).toMatchObject({ sent: 1, failed: 0 })
    const got = await endpoint.waitFor((message) => message.id === going.id)
    expect(got.payload).toEqual({
      title: 'Tomorrow: Robot build-along',
      body: 'Tuesday, June 11 at 6:00 AM CDT · Online (Zoom)',
      url: '/community',
      tag: expect.stringMatching(/^notice-\d+$/),
    })
    // A device instead of an e-mail.
    expect(await db.$count(outbox, eq(outbox.to, going.user.email))).toBe(0)
  })

  it('a member without a device is e-mailed; one who chose nothing is told nothing', async () => {
    const { user } = await member()
    await db.insert(pushChoices).values({
      userId: user.id,
      topic: 'forum-replies',
    })
    const quiet = await member()
    const other = await member()
    const post = await insertForumPost(db, user.id, { title: 'Travel tangrams' })
    const quietPost = await insertForumPost(db, quiet.user.id)
    await reply(other.cookie, post.id, 'Magnetic ones travel best.')
    await reply(other.cookie, quietPost.id, 'Hello!')
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mails.map((mail) => mail.subject)).toEqual(['New reply to “Travel tangrams”'])
    expect(mails[0]!.body).toContain('Magnetic ones travel best.')
    expect(await db.$count(outbox, eq(outbox.to, quiet.user.email))).toBe(0)
    expect(await db.$count(pushNotices, eq(pushNotices.userId, quiet.user.id))).toBe(0)
  })

  it('a device its push service says is gone (410) is forgotten with what waits for it', async () => {
    const author = await subscribed(['forum-replies'])
    const post = await insertForumPost(db, author.user.id)
    const other = await member()
    endpoint.answer(author.id, 410)
    await reply(other.cookie, post.id, 'One.')
    await reply(other.cookie, post.id, 'Two.')
    // Both claimed in one round: the second is not sent to a device already known gone.
    expect(await deliver()).toMatchObject({ removed: 1, sent: 0, failed: 0 })
    expect(endpoint.rejected.filter((message) => message.id === author.id)).toHaveLength(1)
    expect(
      await db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, author.device.endpoint)),
    ).toBe(0)
    expect(await db.$count(pushNotices, eq(pushNotices.userId, author.user.id))).toBe(2)
    const [left] = await db
      .select({ n: pushOutbox.id })
      .from(pushOutbox)
      .innerJoin(pushNotices, eq(pushNotices.id, pushOutbox.noticeId))
      .where(eq(pushNotices.userId, author.user.id))
    expect(left).toBeUndefined()
  })

  it('a busy push service (429, 5xx) is tried again later; a refusal (400) is given up', async () => {
    const author = await subscribed(['forum-replies'])
    const post = await insertForumPost(db, author.user.id)
    const other = await member()
    endpoint.answer(author.id, 429)
    await reply(other.cookie, post.id, 'Later, please.')
    const now = new Date()
    expect(await deliver(now)).toMatchObject({ retrying: 1, sent: 0 })
    // Not due again at once: back-off.
    expect(await deliver(now)).toMatchObject({ retrying: 0, sent: 0 })
    endpoint.answer(author.id, 201)
    expect(await deliver(new Date(now.getTime() + 5000))).toMatchObject({ sent: 1 })
    endpoint.answer(author.id, 400)
    await reply(other.cookie, post.id, 'Never passes.')
    expect(await deliver(new Date(now.getTime() + 10_000))).toMatchObject({ failed: 1 })
  })

  it('a round that died after sending sends again with the same tag, once the claim runs out', async () => {
    const author = await subscribed(['forum-replies'])
    const post = await insertForumPost(db, author.user.id)
    const other = await member()
    await reply(other.cookie, post.id, 'Sent twice, shown once.')
    const now = new Date()
    // A worker claimed the message, sent it and died before marking it sent.
    const rows = await db
      .update(pushOutbox)
      .set({ claimedUntil: new Date(now.getTime() + policy.claimSeconds * 1000), attempts: 1 })
      .where(eq(pushOutbox.subscriptionId, (await subscriptionOf(author.device.endpoint))!))
      .returning({ id: pushOutbox.id })
    expect(rows).toHaveLength(1)
    expect(await deliver(now)).toMatchObject({ sent: 0 })
    const later = new Date(now.getTime() + (policy.claimSeconds + 1) * 1000)
    expect(await deliver(later)).toMatchObject({ sent: 1 })
    const got = await endpoint.waitFor((message) => message.id === author.id)
    expect(got.payload).toMatchObject({ body: expect.stringContaining('Sent twice, shown once.') })
  })
})

async function subscriptionOf(address: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, address))
  return row?.id
}

// PGlite runs one request at a time: races only show on Postgres.
describe.runIf(inject('testDatabase').kind === 'postgres')('at once, on Postgres', () => {
  it('ten workers deliver 24 notices, each exactly once', async () => {
    const author = await member()
    const device = endpoint.subscribe()
    await bodyAt(await devices.$post({ json: device }, as(author.cookie)), 201)
    await bodyAt(await topicsOf(author.cookie, ['forum-replies']), 200)
    const post = await insertForumPost(db, author.user.id)
    // Two repliers: a new account may write 20 comments on its first day (decision 021).
    const repliers = [await member(), await member()]
    for (let i = 0; i < 24; i++) {
      expect((await reply(repliers[i % 2]!.cookie, post.id, `Reply ${i}`)).status).toBe(201)
    }
    const small = { ...policy, batchSize: 3 }
    const worker = async () => {
      let sent = 0
      for (;;) {
        const round = await deliverDuePush(db, push, fetchPushSender, small, () => new Date())
        if (round.sent === 0) return sent
        sent += round.sent
      }
    }
    const counts = await Promise.all(Array.from({ length: 10 }, worker))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(24)
    const id = device.endpoint.split('/').pop()
    const got = endpoint.received.filter((message) => message.id === id)
    expect(got).toHaveLength(24)
    expect(new Set(got.map((message) => (message.payload as { tag: string }).tag)).size).toBe(24)
  })

  it('a member subscribing 12 devices at once keeps at most the cap', async () => {
    const { user, cookie } = await member()
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => devices.$post({ json: endpoint.subscribe() }, as(cookie))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201))
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(
      maxDevicesPerMember,
    )
  })

  it('keeps the cap while another subscription of the member is still being written', async () => {
    const { user, cookie } = await member()
    for (let i = 1; i < maxDevicesPerMember; i++) await insertPushDevice(db, user.id)
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .limit(1)
    const racers = 5
    let settled = false
    let answers: Promise<Response[]> | undefined
    await db.transaction(async (tx) => {
      // The cap's tenth device, written and not yet committed: each racer must wait for it.
      await saveSubscription(
        tx,
        { userId: user.id, sessionId: session!.id },
        endpoint.subscribe(),
        new Date(),
      )
      answers = Promise.all(
        Array.from({ length: racers }, () =>
          devices.$post({ json: endpoint.subscribe() }, as(cookie)),
        ),
      ).finally(() => {
        settled = true
      })
      // Commit once every racer waits for this member's devices (or, were nothing to make
      // them wait, once they are done: then the count below shows the cap broken).
      await vi.waitFor(
        async () => {
          await tx.execute(sql`select pg_stat_clear_snapshot()`)
          const [waiting] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(
              sql`datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
            )
          if (!settled && waiting!.count < racers) throw new Error('the racers are not waiting yet')
        },
        { timeout: 10_000, interval: 20 },
      )
    })
    expect((await answers!).map((answer) => answer.status)).toEqual(Array(racers).fill(201))
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(
      maxDevicesPerMember,
    )
  })
})

describe('event reminders', () => {
  it('reminds each member who said they would come, once, 24 hours ahead', async () => {
    const now = new Date('2030-05-04T15:00:00Z')
    const going = await insertUser(db)
    const notYet = await insertUser(db)
    await db.insert(pushChoices).values([
      { userId: going.id, topic: 'event-reminders' },
      { userId: notYet.id, topic: 'event-reminders' },
    ])
    const tomorrow = await insertCommunityEvent(db, {
      title: 'Puzzle night',
      location: 'Online (Zoom)',
      startsAt: new Date(now.getTime() + 23 * 3600_000),
      endsAt: new Date(now.getTime() + 24 * 3600_000),
    })
    const nextWeek = await insertCommunityEvent(db, {
      startsAt: new Date(now.getTime() + 25 * 3600_000),
      endsAt: new Date(now.getTime() + 26 * 3600_000),
    })
    await db.insert(eventRsvps).values([
      { eventId: tomorrow.id, userId: going.id },
      { eventId: nextWeek.id, userId: notYet.id },
    ])
    const settings = { origin: 'https://brightminds.example', timeZone: 'America/Chicago' }
    expect(await remindOfEvents(db, now, settings)).toBe(1)
    expect(await remindOfEvents(db, now, settings)).toBe(0)
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, going.email))
    expect(mail!.subject).toBe('Tomorrow: Puzzle night')
    expect(mail!.body).toContain('Sunday, May 5 at 9:00 AM CDT (Online (Zoom))')
    expect(await db.$count(pushNotices, eq(pushNotices.userId, notYet.id))).toBe(0)
  })

  it("names the day in the organisation's zone: an event 23 hours ahead is today or tomorrow", async () => {
    // 00:30 on May 4 in Chicago: 23 h on is 23:30 the same evening; 23 h 59 on is past midnight.
    const now = new Date('2030-05-04T05:30:00Z')
    const [early, late, spanish] = [
      await insertUser(db),
      await insertUser(db),
      await insertUser(db, { locale: 'es' }),
    ]
    await db.insert(pushChoices).values(
      [early, late, spanish].map((user) => ({
        userId: user.id,
        topic: 'event-reminders' as const,
      })),
    )
    const tonight = await insertCommunityEvent(db, {
      title: 'Late puzzle night',
      startsAt: new Date(now.getTime() + 23 * 3600_000),
      endsAt: new Date(now.getTime() + 24 * 3600_000),
    })
    const pastMidnight = await insertCommunityEvent(db, {
      title: 'Early bird club',
      startsAt: new Date(now.getTime() + (23 * 60 + 59) * 60_000),
      endsAt: new Date(now.getTime() + 25 * 3600_000),
    })
    await db.insert(eventRsvps).values([
      { eventId: tonight.id, userId: early.id },
      { eventId: tonight.id, userId: spanish.id },
      { eventId: pastMidnight.id, userId: late.id },
    ])
    const settings = { origin: 'https://brightminds.example', timeZone: 'America/Chicago' }
    expect(await remindOfEvents(db, now, settings)).toBe(3)
    const subjectTo = async (email: string) =>
      (await db.select().from(outbox).where(eq(outbox.to, email)))[0]!.subject
    expect(await subjectTo(early.email)).toBe('Today: Late puzzle night')
    expect(await subjectTo(spanish.email)).toMatch(/^Hoy: /)
    expect(await subjectTo(late.email)).toBe('Tomorrow: Early bird club')
  })
})
