import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  donations,
  eventRsvps,
  forumPostLikes,
  outbox,
  pushChoices,
  storytellingIntakes,
  users,
  volunteerApplications,
} from '../../db/schema'
import {
  insertCommunityEvent,
  insertForumComment,
  insertForumPost,
  insertOrder,
  insertProduct,
  insertPushDevice,
  insertUser,
  testPassword,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { recordAudit } from '../ops'
import type { PersonalData } from './personal-data'

const clock = new Date('2026-03-14T15:00:00Z')
const { request, db } = await createTestApp({
  clock: () => clock,
  env: { FORMS_PER_IP_PER_HOUR: '5' },
})

async function exportAs(cookie: string) {
  const response = await request('/api/account/export', { headers: { Cookie: cookie } })
  expect(response.status).toBe(200)
  return { response, data: (await response.json()) as PersonalData }
}

async function member(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(db, overrides)
  return { user, cookie: await signIn(request, user.username, testPassword) }
}

/** Two of a product ordered, with a story form and its sketch. */
async function storyOrder(userId: number, storyIdea: string) {
  const product = await insertProduct(db)
  const order = await insertOrder(db, { userId, productId: product.id, quantity: 2 })
  await db.insert(storytellingIntakes).values({
    orderId: order.id,
    childName: 'Mia',
    ageBand: '6-8',
    storyIdea,
    sketch: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
  })
  return order
}

/** A gift as the donation form leaves it once paid. */
async function insertGift(values: Partial<typeof donations.$inferInsert>) {
  const [gift] = await db
    .insert(donations)
    .values({
      amountCents: 25_00,
      type: 'one-time',
      status: 'paid',
      donorName: 'Pat Parent',
      donorEmail: 'someone@example.org',
      ...values,
    })
    .returning()
  return gift!
}

describe('GET /api/account/export/spreadsheets', () => {
  const get = (cookie?: string) =>
    request('/api/account/export/spreadsheets', { headers: cookie ? { Cookie: cookie } : {} })

  it('answers 401 signed out', async () => {
    const response = await get()
    expect(response.status).toBe(401)
  })

  it('is a ZIP of one CSV per kind of record the member has, from the same data', async () => {
    const { user, cookie } = await member({ firstName: '=HYPERLINK("evil")' })
    const order = await storyOrder(user.id, 'A dragon')
    await insertForumPost(db, user.id, { title: 'Puzzles, "rainy" days' })
    // Only a story's sketch is a picture; a member's own words that look like one stay as written.
    await insertForumPost(db, user.id, { title: 'data:image/png is a URL scheme' })

    const response = await get(cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="brightminds-my-data-2026-03-14.zip"',
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const folder = 'brightminds-my-data-2026-03-14'
    // Decoded keeping the byte-order mark, which Excel needs to read the file as UTF-8.
    const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })
    const text = (name: string) => utf8.decode(files[`${folder}/${name}`]!)
    // Only the kinds the member has: no empty file for gifts, RSVPs or applications.
    expect(Object.keys(files).sort()).toEqual(
      ['account', 'forum-posts', 'order-items', 'orders', 'signed-in-devices'].map(
        (name) => `${folder}/${name}.csv`,
      ),
    )
    const [header, row, end] = text('account.csv').split('\r\n')
    expect(header).toBe(
      '\uFEFFusername,email,emailVerifiedAt,firstName,lastName,language,staffRoles,ageConfirmation,ageConfirmedAt,createdAt,emailVerified',
    )
    // A cell a spreadsheet would run as a formula is written as text.
    expect(row).toContain(`${user.username},${user.email},,"'=HYPERLINK(""evil"")",`)
    expect(end).toBe('')
    const orders = text('orders.csv')
    expect(orders.split('\r\n')[0]).toContain('storytelling.childName,storytelling.ageBand')
    expect(orders).toContain('Mia,6-8,A dragon,(a picture: it is in the JSON file)')
    expect(orders).not.toContain('base64')
    expect(text('order-items.csv')).toBe(
      `\uFEFForderId,name,unitPriceCents,quantity\r\n${order.id},Orbit Puzzle,2000,2\r\n`,
    )
    expect(text('forum-posts.csv')).toContain('"Puzzles, ""rainy"" days"')
    expect(text('forum-posts.csv')).toContain('data:image/png is a URL scheme')
  })
})

describe('GET /api/account/export', () => {
  it('answers 401 signed out', async () => {
    const response = await request('/api/account/export')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })

  it("is a download of the member's orders, story form, gifts, forum, RSVPs and devices", async () => {
    const { user, cookie } = await member()
    const order = await storyOrder(user.id, 'A dragon who is afraid of the dark')
    const gift = await insertGift({ userId: user.id, tributeKind: 'honor', tributeName: 'Grandma' })
    const someoneElse = await insertUser(db)
    const post = await insertForumPost(db, user.id, { title: 'Puzzles for a rainy day' })
    const theirPost = await insertForumPost(db, someoneElse.id)
    const comment = await insertForumComment(db, theirPost.id, user.id)
    await db.insert(forumPostLikes).values({ postId: theirPost.id, userId: user.id })
    const event = await insertCommunityEvent(db, { title: 'Family coding night' })
    await db.insert(eventRsvps).values({ eventId: event.id, userId: user.id })
    await db.insert(pushChoices).values({ userId: user.id, topic: 'forum-replies' })
    const pushAddress = 'https://fcm.googleapis.com/fcm/send/device-secret-address'
    await insertPushDevice(db, user.id, {
      endpoint: pushAddress,
      keys: { p256dh: 'p'.repeat(87), auth: 'device-auth-secret-123' },
    })

    const { response, data } = await exportAs(cookie)
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="brightminds-my-data-2026-03-14.json"',
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(data.exportedAt).toBe('2026-03-14T15:00:00.000Z')
    expect(data.account).toMatchObject({
      username: user.username,
      email: user.email,
      emailVerified: false,
      language: 'en',
    })
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        totalCents: order.totalCents,
        address: order.address,
        items: [{ name: 'Orbit Puzzle', unitPriceCents: 20_00, quantity: 2 }],
        storytelling: expect.objectContaining({
          childName: 'Mia',
          storyIdea: 'A dragon who is afraid of the dark',
          sketch: 'data:image/jpeg;base64,/9j/2Q==',
          callStartsAt: null,
        }),
      }),
    ])
    expect(data.gifts).toEqual([
      expect.objectContaining({ id: gift.id, amountCents: 25_00, tributeName: 'Grandma' }),
    ])
    expect(data.forum.posts.map((row) => row.title)).toEqual(['Puzzles for a rainy day'])
    expect(data.forum.posts[0]!.id).toBe(post.id)
    expect(data.forum.comments.map((row) => [row.id, row.postId])).toEqual([
      [comment.id, theirPost.id],
    ])
    expect(data.forum.likedPosts.map((row) => row.postId)).toEqual([theirPost.id])
    expect(data.eventRsvps).toEqual([expect.objectContaining({ event: 'Family coding night' })])
    // Push: the topics and the push service, never the device's address or keys.
    expect(data.pushNotifications.topics).toEqual([
      expect.objectContaining({ topic: 'forum-replies' }),
    ])
    expect(data.pushNotifications.devices).toEqual([
      expect.objectContaining({ pushService: 'fcm.googleapis.com' }),
    ])
    expect(JSON.stringify(data)).not.toContain('device-secret-address')
    expect(JSON.stringify(data)).not.toContain('device-auth-secret-123')
    // The devices signed in: this very session, and the one the push device was allowed in.
    expect(data.signedInDevices).toHaveLength(2)
  })

  it('holds no secret and nobody else’s data', async () => {
    const { user, cookie } = await member()
    const other = await insertUser(db)
    const product = await insertProduct(db)
    await insertOrder(db, { userId: other.id, productId: product.id })
    await insertGift({ userId: other.id, donorEmail: other.email })
    await insertForumPost(db, other.id, { title: 'Not yours to download' })
    await insertGift({ userId: user.id, idempotencyKey: 'secret-key-of-the-form' })

    const { data } = await exportAs(cookie)
    const text = JSON.stringify(data)
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(text).not.toContain(row!.passwordHash)
    expect(text).not.toContain('argon2')
    expect(text).not.toContain('secret-key-of-the-form')
    expect(text).not.toContain('Not yours to download')
    expect(text).not.toContain(other.email)
    expect(data.orders).toEqual([])
    expect(data.gifts).toHaveLength(1)
  })

  it('lists what the member did as staff, without the entries’ details about others', async () => {
    const { user, cookie } = await member({ isAdmin: true })
    const invited = 'new.helper@example.org'
    const invitation = await request('/api/admin/staff/invitations', {
      json: { email: invited, roles: ['moderator'] },
      headers: { Cookie: cookie },
    })
    expect(invitation.status).toBe(201)
    await recordAudit(db, { actorId: null, action: 'order.refund', entity: 'order', entityId: 7 })

    const { data } = await exportAs(cookie)
    expect(data.staffActions).toEqual([
      {
        at: expect.any(String),
        action: 'staff.invite',
        entity: 'staff',
        entityId: expect.any(Number),
        rolesHeld: ['owner'],
      },
    ])
    expect(JSON.stringify(data.staffActions)).not.toContain(invited)
    const other = await member()
    expect((await exportAs(other.cookie)).data.staffActions).toEqual([])
    expect(user.id).not.toBe(other.user.id)
  })

  it('adds what was given by e-mail address only once the account has verified it', async () => {
    const { user, cookie } = await member({ email: 'Robin.Verified@example.org' })
    await db
      .insert(volunteerApplications)
      .values({ ...validVolunteerApplication(), email: 'robin.verified@EXAMPLE.org' })
    await insertGift({ userId: null, donorEmail: 'ROBIN.VERIFIED@example.org', amountCents: 40_00 })
    await db.insert(outbox).values({
      to: 'robin.verified@example.org',
      subject: 'Thank you for your gift',
      body: 'We received $40.00.',
    })

    const before = await exportAs(cookie)
    expect(before.data.applications.volunteer).toEqual([])
    expect(before.data.gifts).toEqual([])
    expect(before.data.emailsSent).toEqual([])

    await db.update(users).set({ emailVerifiedAt: clock }).where(eq(users.id, user.id))
    const after = await exportAs(cookie)
    expect(after.data.account.emailVerified).toBe(true)
    expect(after.data.applications.volunteer).toEqual([
      expect.objectContaining({ email: 'robin.verified@EXAMPLE.org', status: 'new' }),
    ])
    expect(after.data.gifts.map((gift) => gift.amountCents)).toEqual([40_00])
    expect(after.data.emailsSent.map((mail) => mail.subject)).toEqual(['Thank you for your gift'])
  })

  it('may be asked for a few times an hour, then says how long to wait', async () => {
    const { cookie } = await member()
    for (let i = 0; i < 5; i++) await exportAs(cookie)
    const refused = await request('/api/account/export', { headers: { Cookie: cookie } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
