import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { outbox, sessions, users } from '../../db/schema'
import { insertUser, testPassword, validRegistration } from '../../test/factories'
import { cookieFrom, signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2025-03-01T12:00:00Z')
// Many registrations come from one test address: keep its limit out of the way here.
const { request, api, db } = await createTestApp({
  clock: () => clock,
  env: { REGISTER_PER_IP_PER_HOUR: '1000' },
})
const day = 24 * 60 * 60 * 1000
const as = (cookie: string) => ({ headers: { Cookie: cookie } })

type Registration = InferRequestType<typeof api.register.$post>['json']
/** A body the contract refuses, sent as it is. */
function registerAnyway(json: unknown) {
  return request('/api/register', { json })
}

function publicFields(user: typeof users.$inferSelect) {
  const { id, username, firstName, lastName, email, isAdmin, staffRoles, emailVerifiedAt } = user
  return {
    id,
    username,
    firstName,
    lastName,
    email,
    isAdmin,
    roles: staffRoles,
    emailVerified: emailVerifiedAt !== null,
  }
}

async function currentUser(cookie: string) {
  return api.user.$get({}, as(cookie))
}

describe('GET /api/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await api.user.$get()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })

  it('answers 401 and clears the cookie for a token that matches no session', async () => {
    const response = await currentUser(`session=${'a'.repeat(24)}.${'b'.repeat(52)}`)
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0/)
  })
})

describe('GET /api/session', () => {
  it('answers 200 with no user when signed out, and the public user when signed in', async () => {
    const out = await api.session.$get()
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ user: null })
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const signedIn = await api.session.$get({}, as(cookie))
    expect(await signedIn.json()).toEqual({ user: publicFields(user) })
  })
})

describe('POST /api/login', () => {
  it('signs in, answering only the public user fields, with the session cookie', async () => {
    const user = await insertUser(db)
    const response = await api.login.$post({
      json: { username: user.username.toUpperCase(), password: testPassword },
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual(publicFields(user))
    expect(JSON.stringify(body)).not.toMatch(/hash|argon|session/i)
    const me = await currentUser(cookieFrom(response))
    expect(await me.json()).toEqual(publicFields(user))
  })

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, without Secure over http', async () => {
    const user = await insertUser(db)
    const response = await api.login.$post({
      json: { username: user.username, password: testPassword },
    })
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^session=[a-z2-7]{24}\.[a-z2-7]{52};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
    expect(cookie).not.toContain('Domain')
  })

  it('adds Secure and the __Host- prefix over https', async () => {
    const user = await insertUser(db)
    const response = await request('https://brightminds.example/api/login', {
      json: { username: user.username, password: testPassword },
    })
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^__Host-session=[a-z2-7.]+;/)
    expect(cookie).toMatch(/; Secure(;|$)/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    const me = await request('https://brightminds.example/api/user', {
      headers: { Cookie: cookieFrom(response) },
    })
    expect(me.status).toBe(200)
  })

  it('stores only a hash of the secret: the session row holds no part of the raw token', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const [id, secret] = cookie.replace('session=', '').split('.') as [string, string]
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id))
    expect(row).toBeDefined()
    const stored = JSON.stringify({ ...row, secretHash: Buffer.from(row!.secretHash).toString() })
    expect(stored).not.toContain(secret)
    expect(Buffer.from(row!.secretHash)).toHaveLength(32)
  })

  it('gives a wrong password and an unknown user the same status and body', async () => {
    const user = await insertUser(db)
    const wrong = await api.login.$post({
      json: { username: user.username, password: 'not-the-password' },
    })
    const unknown = await api.login.$post({
      json: { username: 'nobody-by-that-name', password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: 'Invalid username or password' })
    expect(await unknown.json()).toEqual({ error: 'Invalid username or password' })
    expect(wrong.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses a demo forum member, whose hash is not argon2, as a wrong password', async () => {
    const member = await insertUser(db, { passwordHash: '!0123456789abcdef' })
    const response = await api.login.$post({
      json: { username: member.username, password: 'whatever-they-type' },
    })
    expect(response.status).toBe(401)
  })

  it('rotates the session: a new id at every sign-in, and the old one stops working', async () => {
    const user = await insertUser(db)
    const first = await signIn(request, user.username, testPassword)
    const again = await api.login.$post(
      { json: { username: user.username, password: testPassword } },
      as(first),
    )
    const second = cookieFrom(again)
    expect(second.split('.')[0]).not.toBe(first.split('.')[0])
    expect((await currentUser(first)).status).toBe(401)
    expect((await currentUser(second)).status).toBe(200)
  })

  it('answers the spec message for a short username', async () => {
    const response = await api.login.$post({ json: { username: 'ab', password: 'secret1' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Username must be at least 3 characters' })
  })
})

describe('POST /api/logout', () => {
  it('deletes the session server-side, so the old cookie is refused afterwards', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const response = await api.logout.$post({}, as(cookie))
    expect(response.status).toBe(204)
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0/)
    expect((await currentUser(cookie)).status).toBe(401)
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })

  it('answers 204 when already signed out', async () => {
    expect((await api.logout.$post()).status).toBe(204)
  })
})

describe('session lifetime', () => {
  it('slides past half-life, renewing the cookie, and expires after 30 idle days', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const [id] = cookie.replace('session=', '').split('.') as [string]
    const signedInAt = clock
    try {
      clock = new Date(signedInAt.getTime() + 10 * day)
      const early = await currentUser(cookie)
      expect(early.status).toBe(200)
      expect(early.headers.get('Set-Cookie')).toBeNull()

      clock = new Date(signedInAt.getTime() + 20 * day)
      const renewed = await currentUser(cookie)
      expect(renewed.status).toBe(200)
      expect(renewed.headers.get('Set-Cookie')).toContain(
        `Expires=${new Date(clock.getTime() + 30 * day).toUTCString()}`,
      )
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id))
      expect(row!.expiresAt).toEqual(new Date(clock.getTime() + 30 * day))

      clock = new Date(clock.getTime() + 30 * day)
      expect((await currentUser(cookie)).status).toBe(401)
      expect(await db.select().from(sessions).where(eq(sessions.id, id))).toEqual([])
    } finally {
      clock = signedInAt
    }
  })
})

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers 201 with the public fields only', async () => {
    const json = validRegistration()
    const response = await api.register.$post({ json })
    expect(response.status).toBe(201)
    // The status checked above, said to the compiler: the answer is the account.
    if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`)
    const body = await response.json()
    expect(body).toEqual({
      id: expect.any(Number),
      username: json.username,
      firstName: 'Dana',
      lastName: 'Lee',
      email: json.email,
      isAdmin: false,
      roles: [],
      emailVerified: false,
    })
    const me = await currentUser(cookieFrom(response))
    expect(await me.json()).toEqual(body)
    const [row] = await db.select().from(users).where(eq(users.id, body.id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('answers 409 naming the username when it is taken, whatever its case', async () => {
    const existing = await insertUser(db)
    const response = await api.register.$post({
      json: validRegistration({ username: existing.username.toUpperCase() }),
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'That username is already taken' })
  })

  it('answers an address already in use exactly as a new one, and tells its owner instead', async () => {
    const owner = await insertUser(db, { emailVerifiedAt: clock })
    const fresh = await api.register.$post({ json: validRegistration() })
    const reused = await api.register.$post({
      json: validRegistration({ email: owner.email.toUpperCase() }),
    })
    expect(reused.status).toBe(fresh.status)
    expect(reused.headers.get('Set-Cookie')).toMatch(/^session=/)
    const [freshBody, reusedBody] = [await fresh.json(), await reused.json()]
    expect(Object.keys(reusedBody).sort()).toEqual(Object.keys(freshBody).sort())
    expect(reusedBody).toMatchObject({ email: owner.email.toUpperCase(), emailVerified: false })

    const mails = await db.select().from(outbox).where(eq(outbox.to, owner.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(
      'Someone tried to register with your address at BrightMinds Foundation',
    )
    expect(mails[0]!.body).toContain(`"${owner.username}"`)
    // No confirmation link goes to the owner for an account they did not make.
    expect(mails[0]!.body).not.toContain('verify-email')
    const toNew = await db.select().from(outbox).where(eq(outbox.to, owner.email.toUpperCase()))
    expect(toNew).toEqual([])
  })

  it('tells an address owner of repeated attempts at most the reset limit an hour', async () => {
    const owner = await insertUser(db)
    for (let i = 0; i < 5; i++) {
      const response = await api.register.$post({ json: validRegistration({ email: owner.email }) })
      expect(response.status).toBe(201)
    }
    const mails = await db.select().from(outbox).where(eq(outbox.to, owner.email))
    expect(mails).toHaveLength(3)
  })

  it('gives one 201 and one 409 when the same sign-up arrives twice at once', async () => {
    const json = validRegistration()
    const responses = await Promise.all([
      api.register.$post({ json }),
      api.register.$post({ json }),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409])
  })

  it('rejects a common password with a clear message', async () => {
    const response = await api.register.$post({
      json: validRegistration({ password: 'Password1' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'This password is too common. Please choose one that is harder to guess.',
    })
  })

  it.each<[string, Partial<Registration>, string]>([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
  ])('rejects a bad %s with the spec message', async (_, bad, message) => {
    const response = await api.register.$post({ json: validRegistration(bad) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('records the age confirmation and when it was given, never a birth date', async () => {
    const response = await api.register.$post({
      json: validRegistration({ ageConfirmation: 'adult-13-plus' }),
    })
    expect(response.status).toBe(201)
    if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`)
    const body = await response.json()
    expect(body).not.toHaveProperty('ageConfirmation')
    const [row] = await db.select().from(users).where(eq(users.id, body.id))
    expect(row!.ageConfirmation).toBe('adult-13-plus')
    expect(row!.ageConfirmedAt).toEqual(clock)
    expect(row!.createdAt).toEqual(clock)
  })

  it('refuses a child under 13, pointing to a parent account, and stores nothing', async () => {
    const json = validRegistration({ ageConfirmation: 'under-13' })
    const response = await api.register.$post({ json })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error:
        'Sorry, you must be 13 or older to join. Please ask a parent or educator to create an account for your family.',
    })
    expect(response.headers.get('Set-Cookie')).toBeNull()
    const rows = await db.select().from(users).where(eq(users.email, json.email))
    expect(rows).toEqual([])
  })

  it.each([
    ['missing', undefined],
    ['unknown', 'over-18'],
    ['empty', ''],
  ])('refuses a %s age confirmation', async (_, ageConfirmation) => {
    const json = { ...validRegistration(), ageConfirmation }
    const response = await registerAnyway(json)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please tell us whether you are 13 or older, or a parent or educator.',
    })
    expect(await db.select().from(users).where(eq(users.email, json.email))).toEqual([])
  })

  it('does not accept isAdmin or roles from the client', async () => {
    const response = await registerAnyway({ ...validRegistration(), isAdmin: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown field: isAdmin' })
    const withRoles = await registerAnyway({ ...validRegistration(), roles: ['owner'] })
    expect(withRoles.status).toBe(400)
    expect(await withRoles.json()).toEqual({ error: 'Unknown field: roles' })
  })
})
