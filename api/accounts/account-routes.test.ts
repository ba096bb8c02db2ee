import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { request, api, db } = await createTestApp()

const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const password = api.account.password

const isSignedIn = async (cookie: string) => (await api.user.$get({}, as(cookie))).status === 200

function changePassword(cookie: string, json: InferRequestType<typeof password.$put>['json']) {
  return password.$put({ json }, as(cookie))
}

describe('PUT /api/account/password', () => {
  it('changes the password and signs out every other device, keeping this one', async () => {
    const user = await insertUser(db)
    const phone = await signIn(request, user.username, testPassword)
    const laptop = await signIn(request, user.username, testPassword)
    const response = await changePassword(laptop, {
      currentPassword: testPassword,
      newPassword: 'Violet-Harbor-2031',
    })
    expect(response.status).toBe(204)
    expect(await isSignedIn(laptop)).toBe(true)
    expect(await isSignedIn(phone)).toBe(false)
    const signInOld = await api.login.$post({
      json: { username: user.username, password: testPassword },
    })
    expect(signInOld.status).toBe(401)
    await signIn(request, user.username, 'Violet-Harbor-2031')
  })

  it('refuses a wrong current password with 400', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const response = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'Violet-Harbor-2031',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Current password is incorrect' })
  })

  it('refuses a common or short new password', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const common = await changePassword(cookie, {
      currentPassword: testPassword,
      newPassword: 'iloveyou',
    })
    expect(common.status).toBe(400)
    expect(await common.json()).toEqual({
      error: 'This password is too common. Please choose one that is harder to guess.',
    })
    const short = await changePassword(cookie, {
      currentPassword: testPassword,
      newPassword: 'abc',
    })
    expect(await short.json()).toEqual({ error: 'Password must be at least 6 characters' })
  })

  it('answers 401 when signed out', async () => {
    const response = await password.$put({
      json: { currentPassword: testPassword, newPassword: 'Violet-Harbor-2031' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })
})

describe('POST /api/account/sign-out-everywhere', () => {
  it('deletes every session of the user, this one included, and clears the cookie', async () => {
    const user = await insertUser(db)
    const other = await insertUser(db)
    const phone = await signIn(request, user.username, testPassword)
    const laptop = await signIn(request, user.username, testPassword)
    const someoneElse = await signIn(request, other.username, testPassword)
    const response = await api.account['sign-out-everywhere'].$post({}, as(laptop))
    expect(response.status).toBe(204)
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0/)
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(laptop)).toBe(false)
    expect(await isSignedIn(someoneElse)).toBe(true)
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })

  it('answers 401 when signed out', async () => {
    const response = await api.account['sign-out-everywhere'].$post()
    expect(response.status).toBe(401)
  })
})

describe('PUT /api/account/language', () => {
  const language = api.account.language

  it("sets the member's language, and only theirs", async () => {
    const member = await insertUser(db)
    const other = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    expect((await language.$put({ json: { locale: 'es' } }, as(cookie))).status).toBe(204)
    const localeOf = async (id: number) =>
      (await db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale
    expect(await localeOf(member.id)).toBe('es')
    expect(await localeOf(other.id)).toBe('en')
    expect((await language.$put({ json: { locale: 'en' } }, as(cookie))).status).toBe(204)
    expect(await localeOf(member.id)).toBe('en')
  })

  it('refuses a language the site does not speak, and a visitor', async () => {
    const member = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    const refused = await request('/api/account/language', {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: JSON.stringify({ locale: 'fr' }),
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Elija inglés o español.' })
    expect((await language.$put({ json: { locale: 'es' } })).status).toBe(401)
  })
})
