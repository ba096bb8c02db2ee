import { describe, expect, it } from 'vitest'
import {
  insertUser,
  testPassword,
  validProgramApplication,
  validRegistration,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

// Small limits, and X-Forwarded-For (trusted here) to give each test its own client address.
// A clock that stands still: waits are exact however long a password check takes here.
const now = new Date('2026-05-04T09:00:00Z')
const { request, api, db } = await createTestApp({
  clock: () => now,
  env: {
    TRUST_PROXY: 'true',
    LOGIN_FREE_FAILURES: '3',
    LOGIN_BACKOFF_SECONDS: '60',
    LOGIN_IP_MAX_FAILURES_PER_HOUR: '6',
    REGISTER_PER_IP_PER_HOUR: '2',
    FORMS_PER_IP_PER_HOUR: '2',
    PASSWORD_RESET_PER_IP_PER_HOUR: '3',
    PASSWORD_RESET_PER_EMAIL_PER_HOUR: '1',
    ORDERS_PER_USER_PER_HOUR: '2',
  },
})

let address = 0
const newAddress = () => `203.0.113.${++address}`
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } })

function login(username: string, password: string, ip: string) {
  return api.login.$post({ json: { username, password } }, from(ip))
}

describe('sign-in throttling', () => {
  it('backs off an account after its free failures: 429, Retry-After and a clear message', async () => {
    const user = await insertUser(db)
    for (let i = 0; i < 3; i++) {
      expect((await login(user.username, 'wrong-password', newAddress())).status).toBe(401)
    }
    // Even the right password, from another address, waits now.
    const blocked = await login(user.username, testPassword, newAddress())
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toBe('60')
    expect(await blocked.json()).toEqual({
      error: 'Too many sign-in attempts. Please try again in 1 minute.',
    })
  })

  it('throttles an unknown username the same way, so a 429 reveals nothing', async () => {
    for (let i = 0; i < 3; i++) await login('no-such-parent', 'wrong-password', newAddress())
    expect((await login('no-such-parent', 'wrong-password', newAddress())).status).toBe(429)
  })

  it('caps failures per address across many accounts', async () => {
    const ip = newAddress()
    for (let i = 0; i < 6; i++) {
      expect((await login(`sprayed-${i}`, 'wrong-password', ip)).status).toBe(401)
    }
    const user = await insertUser(db)
    const blocked = await login(user.username, testPassword, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(3500)
    expect((await login(user.username, testPassword, newAddress())).status).toBe(200)
  })

  it('checks no more passwords than the limits allow when 50 guesses arrive at once', async () => {
    const user = await insertUser(db)
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => login(user.username, 'wrong-password', newAddress())),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(47)
    // The owner waits the first back-off step, not the hour.
    const owner = await login(user.username, testPassword, newAddress())
    expect(owner.status).toBe(429)
    expect(Number(owner.headers.get('Retry-After'))).toBeLessThanOrEqual(60)

    const ip = newAddress()
    const spray = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(`burst-${i}`, 'wrong-password', ip)),
    )
    expect(spray.filter((response) => response.status === 401)).toHaveLength(6)
  })

  it('counts a successful sign-in against neither the account nor the address', async () => {
    const ip = newAddress()
    for (let i = 0; i < 5; i++) await login(`office-${i}`, 'wrong-password', ip)
    const user = await insertUser(db)
    // Many parents behind one school network: successes never use up the address's failures.
    for (let i = 0; i < 3; i++)
      expect((await login(user.username, testPassword, ip)).status).toBe(200)
    expect((await login('office-last', 'wrong-password', ip)).status).toBe(401)
    expect((await login('office-over', 'wrong-password', ip)).status).toBe(429)
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await insertUser(db)
    for (let round = 0; round < 2; round++) {
      await login(user.username, 'wrong-password', newAddress())
      await login(user.username, 'wrong-password', newAddress())
      expect((await login(user.username, testPassword, newAddress())).status).toBe(200)
    }
  })
})

describe('throttling per address', () => {
  it('limits registrations', async () => {
    const ip = newAddress()
    const register = () => api.register.$post({ json: validRegistration() }, from(ip))
    expect((await register()).status).toBe(201)
    expect((await register()).status).toBe(201)
    const refused = await register()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: 'Too many requests. Please try again in 60 minutes.',
    })
  })

  const volunteer = validVolunteerApplication()
  it.each<[string, (ip: string) => Promise<Response>]>([
    ['/api/volunteer', (ip) => api.volunteer.$post({ json: volunteer }, from(ip))],
    [
      '/api/email-signup',
      (ip) => api['email-signup'].$post({ json: { email: 'throttle@example.org' } }, from(ip)),
    ],
    [
      '/api/program-applications',
      (ip) =>
        api['program-applications'].$post(
          {
            json: validProgramApplication(),
          },
          from(ip),
        ),
    ],
  ])('limits %s', async (_, post) => {
    const ip = newAddress()
    const send = () => post(ip)
    expect((await send()).status).toBeLessThan(300)
    expect((await send()).status).toBeLessThan(300)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await post(newAddress())).status).toBeLessThan(300)
  })

  it('limits password reset requests per e-mail and per address', async () => {
    const reset = (email: string, ip: string) =>
      api['password-reset'].$post({ json: { email } }, from(ip))
    expect((await reset('someone@example.org', newAddress())).status).toBe(202)
    expect((await reset('SOMEONE@example.org', newAddress())).status).toBe(429)
    const ip = newAddress()
    for (const n of [1, 2, 3]) expect((await reset(`other${n}@example.org`, ip)).status).toBe(202)
    expect((await reset('other4@example.org', ip)).status).toBe(429)
  })
})

describe('throttling per customer', () => {
  it("counts each signed-in customer's orders on their own: one at the limit leaves another free", async () => {
    const ip = newAddress()
    // An empty order: a body the contract refuses, sent as it is.
    const post = (cookie: string) =>
      request('/api/orders', { json: {}, headers: { Cookie: cookie, 'X-Forwarded-For': ip } })
    const first = await signIn(request, (await insertUser(db)).username, testPassword)
    const second = await signIn(request, (await insertUser(db)).username, testPassword)
    // Counted before the order is read: two tries (refused as incomplete), then the limit.
    const statuses = [await post(first), await post(first), await post(first)].map((r) => r.status)
    expect(statuses).toEqual([400, 400, 429])
    // The same address, another account: its own count.
    expect((await post(second)).status).toBe(400)
  })
})
