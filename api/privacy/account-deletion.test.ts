import { and, count, eq } from 'drizzle-orm'
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
  sessions,
  storytellingIntakes,
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
