import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  donations,
  eventRsvps,
  forumComments,
  forumPostLikes,
  forumPosts,
  forumReports,
  orders,
  outbox,
  pushChoices,
  pushNotices,
  pushSubscriptions,
  sessions,
  staffInvitations,
  storytellingBookings,
  storytellingIntakes,
  storytellingSlots,
  subscribers,
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

let clock = new Date('2026-03-14T15:00:00Z')
const { request, db } = await createTestApp({
  clock: () => clock,
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', PASSWORD_RESET_PER_EMAIL_PER_HOUR: '50' },
})
const hour = 60 * 60 * 1000
const invalid = {
  error: 'This link to delete your account is invalid, has expired or was already used.',
}

async function member(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(db, overrides)
  return { user, cookie: await signIn(request, user.username, testPassword) }
}

function askToDelete(cookie: string) {
  return request('/api/account/deletion', { method: 'POST', headers: { Cookie: cookie } })
}

/** Asks, and answers the token of the link e-mailed to `email`. */
async function deletionToken(cookie: string, email: string) {
  const asked = await askToDelete(cookie)
  expect(asked.status).toBe(202)
  const sent = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id)
  const link = new URL(/https:\/\/brightminds\.example\/\S+/.exec(sent.at(-1)!.body)![0])
  return { link, token: link.searchParams.get('token')! }
}

function confirm(body: Record<string, unknown>, cookie?: string) {
  return request('/api/account-deletion/confirm', {
    json: body,
    headers: cookie ? { Cookie: cookie } : {},
  })
}

async function gift(values: Partial<typeof donations.$inferInsert>) {
  const [row] = await db
    .insert(donations)
    .values({ amountCents: 30_00, type: 'one-time', status: 'paid', ...values })
    .returning()
  return row!
}

describe('POST /api/account/deletion', () => {
  it('answers 401 signed out', async () => {
    const response = await request('/api/account/deletion', { method: 'POST' })
    expect(response.status).toBe(401)
  })

  it('e-mails a link to confirm, in the account’s language', async () => {
    const { user, cookie } = await member({ locale: 'es' })
    const asked = await askToDelete(cookie)
    expect(asked.status).toBe(202)
    // The answer is in the page's language; the e-mail in the account's.
    expect(await asked.json()).toEqual({
      message: `We have emailed a link to ${user.email}. Open it within 24 hours to delete your account.`,
    })
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mail!.subject).toBe('Confirme la eliminación de su cuenta de BrightMinds Foundation')
    expect(mail!.body).toMatch(
      /\nhttps:\/\/brightminds\.example\/es\/delete-account\?token=[a-z2-7]{52}\n/,
    )
  })

  it('waits while an order is on its way or a monthly gift runs, sending nothing', async () => {
    const { user, cookie } = await member()
    const product = await insertProduct(db)
    const order = await insertOrder(db, {
      userId: user.id,
      productId: product.id,
      status: 'packed',
    })
    const refused = await askToDelete(cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error:
        'An order of yours is still on its way, and we need your address to send it. You can delete your account once it has shipped.',
    })
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id))
    await gift({ userId: user.id, type: 'monthly', subscriptionId: `sub_${user.id}` })
    const monthly = await askToDelete(cookie)
    expect(monthly.status).toBe(409)
    expect(((await monthly.json()) as { error: string }).error).toMatch(
      /monthly gift is still running/,
    )
    const mails = await db.select({ n: count() }).from(outbox).where(eq(outbox.to, user.email))
    expect(mails[0]!.n).toBe(0)
  })
})

describe('what holds a deletion back', () => {
  const minute = 60 * 1000
  const ownerCount = async () =>
    (await db.select({ id: users.id }).from(users).where(sql`'owner' = any(${users.staffRoles})`))
      .length

  it('waits for a storytelling kickoff call until it has been held', async () => {
    const { user, cookie } = await member()
    const product = await insertProduct(db)
    const order = await insertOrder(db, {
      userId: user.id,
      productId: product.id,
      status: 'delivered',
    })
    const startsAt = new Date(clock.getTime() + 3 * 24 * hour)
    const [slot] = await db
      .insert(storytellingSlots)
      .values({ startsAt, minutes: 30, location: 'We call you' })
      .returning()
    await db
      .insert(storytellingBookings)
      .values({ orderId: order.id, slotId: slot!.id, bookedAt: clock })
    const refused = await askToDelete(cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error:
        'Your storytelling kickoff call is still ahead, and our team needs your details for it. You can delete your account once the call has taken place.',
    })
    const asked = clock
    try {
      // Under way until its last minute; over at its end.
      clock = new Date(startsAt.getTime() + 30 * minute - 1)
      expect((await askToDelete(cookie)).status).toBe(409)
      clock = new Date(startsAt.getTime() + 30 * minute)
      expect((await askToDelete(cookie)).status).toBe(202)
    } finally {
      clock = asked
    }
  })

  it('holds no deletion back for a call whose order was refunded in full', async () => {
    const { user, cookie } = await member()
    const product = await insertProduct(db)
    const order = await insertOrder(db, { userId: user.id, productId: product.id })
    await db
      .update(orders)
      .set({ status: 'delivered', refundedCents: sql`${orders.totalCents}` })
      .where(eq(orders.id, order.id))
    const [slot] = await db
      .insert(storytellingSlots)
      .values({ startsAt: new Date(clock.getTime() + 5 * 24 * hour), location: 'We call you' })
      .returning()
    await db
      .insert(storytellingBookings)
      .values({ orderId: order.id, slotId: slot!.id, bookedAt: clock })
    expect((await askToDelete(cookie)).status).toBe(202)
  })

  it('keeps the site’s only owner until another owner is named, and removes invitations', async () => {
    await db.update(users).set({ staffRoles: [] }).where(sql`'owner' = any(${users.staffRoles})`)
    const email = 'sole.owner@example.org'
    const { cookie } = await member({ email, emailVerifiedAt: clock, isAdmin: true })
    const onlyOwner = {
      error:
        "You are the site's only owner. Give the owner role to another staff member under Staff first, then delete your account.",
    }
    const refused = await askToDelete(cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual(onlyOwner)

    // A second owner lets the first go; the link asked meanwhile waits for the rule again.
    const second = await member({ isAdmin: true })
    const { token } = await deletionToken(cookie, email)
    await db
      .update(users)
      .set({ staffRoles: ['moderator'] })
      .where(eq(users.id, second.user.id))
    const blocked = await confirm({ token, removePosts: false })
    expect(blocked.status).toBe(409)
    expect(await blocked.json()).toEqual(onlyOwner)
    await db
      .update(users)
      .set({ staffRoles: ['owner'] })
      .where(eq(users.id, second.user.id))

    const invitation = (acceptedAt: Date | null) => ({
      email: email.toUpperCase(),
      roles: ['moderator' as const],
      tokenHash: crypto.getRandomValues(new Uint8Array(32)),
      expiresAt: new Date(clock.getTime() + 24 * hour),
      acceptedAt,
    })
    const [pending] = await db.insert(staffInvitations).values(invitation(null)).returning()
    const [accepted] = await db.insert(staffInvitations).values(invitation(clock)).returning()

    expect((await confirm({ token, removePosts: false })).status).toBe(204)
    expect(await ownerCount()).toBe(1)
    const left = await db.select({ id: staffInvitations.id }).from(staffInvitations)
    expect(left.map((row) => row.id)).not.toContain(pending!.id)
    expect(left.map((row) => row.id)).toContain(accepted!.id)
  })

  it('leaves an owner when the last two owners delete their accounts at once', async () => {
    await db.update(users).set({ staffRoles: [] }).where(sql`'owner' = any(${users.staffRoles})`)
    const owners = [await member({ isAdmin: true }), await member({ isAdmin: true })]
    const tokens = await Promise.all(
      owners.map(async ({ user, cookie }) => (await deletionToken(cookie, user.email)).token),
    )
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        confirm({ token: tokens[index % 2]!, removePosts: false }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    // One owner goes; every press of the other's link is refused, its link kept.
    expect(statuses.filter((status) => status === 204)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    expect(await ownerCount()).toBe(1)
    const erased = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.erase'),
          inArray(
            auditLog.entityId,
            owners.map(({ user }) => user.id),
          ),
        ),
      )
    expect(erased[0]!.n).toBe(1)
  })
})

describe('POST /api/account-deletion/confirm', () => {
  it('erases the person and keeps the books: amounts stay, names go, posts say "former member"', async () => {
    const email = 'dana.erase@example.org'
    const { user, cookie } = await member({ email, emailVerifiedAt: clock, firstName: 'Dana' })
    const other = await member()
    const product = await insertProduct(db)
    const order = await insertOrder(db, {
      userId: user.id,
      productId: product.id,
      status: 'delivered',
    })
    await db
      .insert(storytellingIntakes)
      .values({ orderId: order.id, childName: 'Mia', ageBand: '6-8', storyIdea: 'A brave owl' })
    const given = await gift({
      userId: user.id,
      donorName: 'Dana Lee',
      donorEmail: email,
      message: 'For the robotics club',
      tributeKind: 'memory',
      tributeName: 'Grandpa Joe',
    })
    const givenSignedOut = await gift({
      donorName: 'Dana L.',
      donorEmail: 'DANA.ERASE@example.org',
    })
    const post = await insertForumPost(db, user.id, { title: 'Our puzzle night' })
    const theirPost = await insertForumPost(db, other.user.id)
    await insertForumComment(db, theirPost.id, user.id)
    await db.insert(forumPostLikes).values({ postId: theirPost.id, userId: user.id })
    await db.insert(forumReports).values({ postId: theirPost.id, reporterId: user.id })
    const event = await insertCommunityEvent(db)
    await db.insert(eventRsvps).values({ eventId: event.id, userId: user.id })
    await db.insert(pushChoices).values({ userId: user.id, topic: 'event-reminders' })
    await insertPushDevice(db, user.id)
    await db.insert(pushNotices).values({
      userId: user.id,
      topic: 'event-reminders',
      key: `event-reminder:${event.id}`,
      title: 'Tomorrow: puzzle night',
      body: 'Online',
      url: '/community',
    })
    await db.insert(volunteerApplications).values({ ...validVolunteerApplication(), email })
    await db.insert(subscribers).values({ email, status: 'confirmed' })
    const othersGift = await gift({ userId: other.user.id, donorName: 'Sam Other' })

    const { token } = await deletionToken(cookie, email)
    const response = await confirm({ token, removePosts: false }, cookie)
    expect(response.status).toBe(204)
    // Signed out everywhere, this browser included.
    expect(response.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    expect((await request('/api/user', { headers: { Cookie: cookie } })).status).toBe(401)
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])

    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      username: `former-member-${user.id}`,
      email: `erased-${user.id}@invalid`,
      firstName: '',
      lastName: '',
      emailVerifiedAt: null,
      staffRoles: [],
      erasedAt: clock,
    })
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({
      totalCents: order.totalCents,
      firstName: '',
      lastName: '',
      address: '',
      zipCode: '',
      email: `erased-${user.id}@invalid`,
    })
    expect(
      await db.select().from(storytellingIntakes).where(eq(storytellingIntakes.orderId, order.id)),
    ).toEqual([])
    for (const id of [given.id, givenSignedOut.id]) {
      const [left] = await db.select().from(donations).where(eq(donations.id, id))
      expect(left).toMatchObject({
        amountCents: 30_00,
        donorName: null,
        donorEmail: null,
        message: null,
        tributeKind: null,
        tributeName: null,
      })
    }
    const [untouched] = await db.select().from(donations).where(eq(donations.id, othersGift.id))
    expect(untouched!.donorName).toBe('Sam Other')

    // The post stays, by a former member; likes, reports, RSVPs and what the address filed go.
    const page = await request('/api/forum/posts?limit=50', { headers: { Cookie: other.cookie } })
    const { posts } = (await page.json()) as {
      posts: { id: number; author: { displayName: string } }[]
    }
    expect(posts.find((p) => p.id === post.id)?.author.displayName).toBe('Former member')
    expect(
      await db.select().from(forumComments).where(eq(forumComments.authorId, user.id)),
    ).toHaveLength(1)
    expect(
      await db.select().from(forumPostLikes).where(eq(forumPostLikes.userId, user.id)),
    ).toEqual([])
    expect(
      await db.select().from(forumReports).where(eq(forumReports.reporterId, user.id)),
    ).toEqual([])
    expect(await db.select().from(eventRsvps).where(eq(eventRsvps.userId, user.id))).toEqual([])
    for (const table of [pushChoices, pushSubscriptions, pushNotices]) {
      expect(await db.$count(table, eq(table.userId, user.id))).toBe(0)
    }
    expect(
      await db.select().from(volunteerApplications).where(eq(volunteerApplications.email, email)),
    ).toEqual([])
    expect(await db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([])
    expect(await db.select().from(outbox).where(eq(outbox.to, email))).toEqual([])

    // The audit says what was done, by count, and nothing about who.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erase'), eq(auditLog.entityId, user.id)))
    expect(entry!.detail).toMatchObject({
      ordersAnonymised: 1,
      giftsAnonymised: 2,
      keptPosts: 1,
      applications: 1,
    })
    expect(JSON.stringify(entry)).not.toContain('Dana')
    expect(JSON.stringify(entry)).not.toContain(email)

    // The old name and address open nothing.
    const login = await request('/api/login', {
      json: { username: user.username, password: testPassword },
    })
    expect(login.status).toBe(401)
  })

  it('deletes the forum posts and comments too when asked', async () => {
    const { user, cookie } = await member()
    const post = await insertForumPost(db, user.id)
    await insertForumComment(db, post.id, user.id)
    const { token } = await deletionToken(cookie, user.email)
    expect((await confirm({ token, removePosts: true })).status).toBe(204)
    expect(await db.select().from(forumPosts).where(eq(forumPosts.authorId, user.id))).toEqual([])
    expect(
      await db.select().from(forumComments).where(eq(forumComments.authorId, user.id)),
    ).toEqual([])
  })

  it('works once, for a day, and only the newest link', async () => {
    const { user, cookie } = await member()
    const { token: first } = await deletionToken(cookie, user.email)
    const { token: second } = await deletionToken(cookie, user.email)
    const retired = await confirm({ token: first, removePosts: false })
    expect(retired.status).toBe(400)
    expect(await retired.json()).toEqual(invalid)

    clock = new Date(clock.getTime() + 24 * hour)
    const late = await confirm({ token: second, removePosts: false })
    expect(late.status).toBe(400)
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(row!.erasedAt).toBeNull()

    const { token: third } = await deletionToken(cookie, user.email)
    clock = new Date(clock.getTime() + 24 * hour - 1)
    expect((await confirm({ token: third, removePosts: false })).status).toBe(204)
    expect((await confirm({ token: third, removePosts: false })).status).toBe(400)
  })

  it('keeps the link unspent while something is under way at the moment of confirming', async () => {
    const { user, cookie } = await member()
    const { token } = await deletionToken(cookie, user.email)
    const product = await insertProduct(db)
    const order = await insertOrder(db, { userId: user.id, productId: product.id, status: 'paid' })
    const blocked = await confirm({ token, removePosts: false })
    expect(blocked.status).toBe(409)
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id))
    expect((await confirm({ token, removePosts: false })).status).toBe(204)
  })

  it.each([
    ['an unknown token', { token: 'a'.repeat(52), removePosts: false }, invalid.error],
    ['a malformed token', { token: 'not a token', removePosts: false }, invalid.error],
    ['no choice about the posts', { token: 'a'.repeat(52) }, 'removePosts must be true or false'],
    [
      'a choice that is not yes or no',
      { token: 'a'.repeat(52), removePosts: 'yes' },
      'removePosts must be true or false',
    ],
  ])('refuses %s', async (_, body, error) => {
    const response = await confirm(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('erases once when the link is pressed many times at once', async () => {
    const { user, cookie } = await member()
    const { token } = await deletionToken(cookie, user.email)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirm({ token, removePosts: false })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, ...Array(9).fill(400)])
    const entries = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erase'), eq(auditLog.entityId, user.id)))
    expect(entries[0]!.n).toBe(1)
  })
})
