import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, rateLimits, sessions, signInLinks } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { cookieFrom } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { loginAccountKey } from './auth-routes'

let clock = new Date('2025-03-01T12:00:00Z')
const { request, db } = await createTestApp({
  clock: () => clock,
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', TRUST_PROXY: 'true' },
})
const minute = 60 * 1000
const sent = { message: 'If an account uses that email, a sign-in link is on its way.' }
const invalid = {
  error: 'This sign-in link is invalid, has expired or was already used. Ask for a new one.',
}

/** Each call its own client address unless one is given: the per-address limit is tested apart. */
let addresses = 0
function ask(body: Record<string, unknown>, ip = `198.51.100.${++addresses % 250}`) {
  return request('/api/sign-in-links', { json: body, headers: { 'X-Forwarded-For': ip } })
}

async function askFor(email: string, redirect?: string) {
  const response = await ask({ email, ...(redirect ? { redirect } : {}) })
  expect(response.status).toBe(202)
  expect(await response.json()).toEqual(sent)
}

/** The newest e-mail to `to` and the link in it, read from the outbox. */
async function linkSentTo(to: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)
  const mail = mails.at(-1)!
  const link = new URL(/https:\/\/brightminds\.example\/\S+/.exec(mail.body)![0])
  return { mail, link, token: link.searchParams.get('token')! }
}

function confirm(token: unknown, cookie?: string) {
  return request('/api/sign-in-links/confirm', {
    json: { token },
    headers: cookie ? { Cookie: cookie } : {},
  })
}

const path = 'The page to come back to must be a page of this site'
const mailCount = async () => (await db.select({ n: count() }).from(outbox))[0]!.n

describe('POST /api/sign-in-links', () => {
  it('e-mails a link to the sign-in page, storing only a hash of its token for 30 minutes', async () => {
    const user = await insertUser(db)
    await askFor(user.email.toUpperCase())
    const { mail, link, token } = await linkSentTo(user.email)
    expect(mail.subject).toBe('Your sign-in link for BrightMinds Foundation')
    expect(mail.body).toContain(`account "${user.username}" without a password`)
    expect(mail.body).toContain('within the next 30 minutes')
    expect(link.pathname).toBe('/sign-in-link')
    expect([...link.searchParams.keys()]).toEqual(['token'])
    expect(token).toMatch(/^[a-z2-7]{52}$/)
    const rows = await db.select().from(signInLinks).where(eq(signInLinks.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(Buffer.from(rows[0]!.tokenHash).toString('hex')).not.toContain(token)
    expect(rows[0]!.expiresAt).toEqual(new Date(clock.getTime() + 30 * minute))
  })

  it('carries the page to come back to, and writes a Spanish account to in Spanish', async () => {
    const user = await insertUser(db, { locale: 'es' })
    await askFor(user.email, '/checkout?step=2')
    const { mail, link } = await linkSentTo(user.email)
    expect(link.pathname).toBe('/es/sign-in-link')
    expect(link.searchParams.get('redirect')).toBe('/checkout?step=2')
    expect(mail.subject).toBe('Su enlace para iniciar sesión en BrightMinds Foundation')
    expect(mail.body).toContain('en los próximos 30 minutos')
  })

  it('sends a link for each account that uses the address, each naming its username', async () => {
    const first = await insertUser(db, { email: 'links-shared@example.org' })
    const second = await insertUser(db, { email: 'Links-Shared@example.org' })
    await askFor('LINKS-SHARED@example.org')
    const mails = await db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.to}) = 'links-shared@example.org'`)
      .orderBy(outbox.id)
    expect(mails.map((mail) => /account "([^"]+)"/.exec(mail.body)![1]).sort()).toEqual(
      [first.username, second.username].sort(),
    )
  })

  it('answers the same for an address no account uses, and sends nothing', async () => {
    const before = await mailCount()
    await askFor('nobody-signs-in@example.org')
    expect(await mailCount()).toBe(before)
  })

  it.each([
    ['an e-mail that is not one', { email: 'not-an-email' }, 'Invalid email address'],
    ['no e-mail', {}, 'Invalid email address'],
    ['a way back to another site', { email: 'a@example.org', redirect: '//evil.example/' }, path],
    ['a full address', { email: 'a@example.org', redirect: 'https://evil.example/' }, path],
    ['a backslash path', { email: 'a@example.org', redirect: '/\\evil.example' }, path],
    ['a way back that is not text', { email: 'a@example.org', redirect: 42 }, path],
    ['a way back too long', { email: 'a@example.org', redirect: `/${'a'.repeat(500)}` }, path],
    ['an unknown field', { email: 'a@example.org', remember: true }, 'Unknown field: remember'],
  ])('refuses %s, sending nothing', async (_, body, error) => {
    const before = await mailCount()
    const response = await ask(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(await mailCount()).toBe(before)
  })

  it('sends at most three links an hour to one address, then says how long to wait', async () => {
    const user = await insertUser(db)
    for (let i = 0; i < 3; i++) await askFor(user.email)
    const refused = await ask({ email: user.email })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    const mails = await db.select({ n: count() }).from(outbox).where(eq(outbox.to, user.email))
    expect(mails[0]!.n).toBe(3)
    // The hour over, the address may ask again.
    clock = new Date(clock.getTime() + 61 * minute)
    await askFor(user.email)
  })

  it('answers at most ten requests an hour from one client address', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await ask({ email: `someone${i}@example.org` }, '203.0.113.77')).status)
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429])
  })
})

describe('POST /api/sign-in-links/confirm', () => {
  it('signs in with a fresh session, once', async () => {
    const user = await insertUser(db)
    await askFor(user.email)
    const { token } = await linkSentTo(user.email)

    const response = await confirm(token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isAdmin: false,
      roles: [],
      emailVerified: false,
    })
    const cookie = cookieFrom(response)
    const me = await request('/api/user', { headers: { Cookie: cookie } })
    expect(((await me.json()) as { id: number }).id).toBe(user.id)
    expect(await db.select().from(signInLinks).where(eq(signInLinks.userId, user.id))).toEqual([])

    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(invalid)
  })

  it('replaces the session the browser came with (no fixation)', async () => {
    const other = await insertUser(db)
    const login = await request('/api/login', {
      json: { username: other.username, password: testPassword },
    })
    const previous = cookieFrom(login)
    const user = await insertUser(db)
    await askFor(user.email)
    const response = await confirm((await linkSentTo(user.email)).token, previous)
    expect(response.status).toBe(200)
    expect(cookieFrom(response)).not.toBe(previous)
    expect((await request('/api/user', { headers: { Cookie: previous } })).status).toBe(401)
    const left = await db.select().from(sessions).where(eq(sessions.userId, other.id))
    expect(left).toEqual([])
  })

  it('refuses a link past its 30 minutes, and an earlier link once a newer one was sent', async () => {
    const user = await insertUser(db)
    await askFor(user.email)
    const { token: first } = await linkSentTo(user.email)
    clock = new Date(clock.getTime() + 10 * minute)
    await askFor(user.email)
    const { token: second } = await linkSentTo(user.email)
    expect(second).not.toBe(first)
    const retired = await confirm(first)
    expect(retired.status).toBe(400)
    expect(await retired.json()).toEqual(invalid)

    // At its half hour it no longer works.
    clock = new Date(clock.getTime() + 30 * minute)
    const expired = await confirm(second)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual(invalid)
  })

  it('works until the last moment of its half hour', async () => {
    const user = await insertUser(db)
    await askFor(user.email)
    const { token } = await linkSentTo(user.email)
    clock = new Date(clock.getTime() + 30 * minute - 1)
    expect((await confirm(token)).status).toBe(200)
  })

  it.each([
    ['an unknown token', 'a'.repeat(52)],
    ['a token that is too short', 'abc'],
    ['a token with a character no link has', `${'a'.repeat(51)}/`],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s with the same words, signing nobody in', async (_, token) => {
    const response = await confirm(token)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(invalid)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('lifts the failed-password hold of the account it signs in', async () => {
    const user = await insertUser(db)
    for (let i = 0; i < 3; i++) {
      const wrong = await request('/api/login', {
        json: { username: user.username, password: 'Not-The-Password-1' },
      })
      expect(wrong.status).toBe(401)
    }
    const key = loginAccountKey(user.username)
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toHaveLength(1)
    await askFor(user.email)
    expect((await confirm((await linkSentTo(user.email)).token)).status).toBe(200)
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([])
  })

  it('signs in exactly once when the link is opened many times at once', async () => {
    const user = await insertUser(db)
    await askFor(user.email)
    const { token } = await linkSentTo(user.email)
    const before = await db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id))

    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(token)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(11).fill(400)])
    const after = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id))
    expect(after[0]!.n - before[0]!.n).toBe(1)
  })
})
