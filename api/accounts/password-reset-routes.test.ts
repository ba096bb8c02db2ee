import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, passwordResetTokens } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2025-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({
  clock: () => clock,
  env: { PUBLIC_ORIGIN: 'https://brightminds.example' },
})
const minute = 60 * 1000
const requested = { message: 'If an account uses that email, a reset link is on its way.' }

async function requestReset(email: string) {
  const response = await api['password-reset'].$post({ json: { email } })
  expect(response.status).toBe(202)
  expect(await response.json()).toEqual(requested)
}

/** The token in the newest e-mail to `to`, read from the outbox as an admin would. */
async function linkSentTo(to: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, to))
  const mail = mails.at(-1)!
  const link = /https:\/\/brightminds\.example\/reset-password\?token=([a-z2-7]+)/.exec(mail.body)
  return { mail, token: link![1]! }
}

function confirm(token: string, password: string) {
  return api['password-reset'].confirm.$post({ json: { token, password } })
}

describe('POST /api/password-reset', () => {
  it('queues an e-mail with a link in the outbox, storing only a hash of the token', async () => {
    const user = await insertUser(db)
    await requestReset(user.email.toUpperCase())
    const { mail, token } = await linkSentTo(user.email)
    expect(mail.subject).toBe('Reset your BrightMinds Foundation password')
    expect(mail.body).toContain(user.username)
    expect(mail.sentAt).toBeNull()
    const rows = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(Buffer.from(rows[0]!.tokenHash).toString('hex')).not.toContain(token)
    expect(rows[0]!.expiresAt).toEqual(new Date(clock.getTime() + 60 * minute))
  })

  it('sends a link for each account that uses the address, the verified one first', async () => {
    const unverified = await insertUser(db, { email: 'shared@example.org' })
    const verified = await insertUser(db, { email: 'Shared@example.org', emailVerifiedAt: clock })
    await requestReset('SHARED@example.org')
    const mails = await db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.to}) = 'shared@example.org'`)
      .orderBy(outbox.id)
    expect(mails.map((mail) => /account "([^"]+)"/.exec(mail.body)![1])).toEqual([
      verified.username,
      unverified.username,
    ])
  })

  it('answers the same for an e-mail no account uses, and sends nothing', async () => {
    const before = await db.select().from(outbox)
    await requestReset('nobody-here@example.org')
    expect(await db.select().from(outbox)).toHaveLength(before.length)
  })
})

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password, works once, and signs the user out everywhere', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    await requestReset(user.email)
    const { token } = await linkSentTo(user.email)

    expect((await confirm(token, 'Maple-Lantern-88')).status).toBe(204)
    expect((await api.user.$get({}, { headers: { Cookie: cookie } })).status).toBe(401)
    await signIn(request, user.username, 'Maple-Lantern-88')

    const reused = await confirm(token, 'Another-Lantern-99')
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({ error: 'This reset link is invalid or has expired.' })
  })

  it('refuses a link after its hour, and an earlier link once a newer one was sent', async () => {
    const user = await insertUser(db)
    await requestReset(user.email)
    const { token: first } = await linkSentTo(user.email)
    clock = new Date(clock.getTime() + 30 * minute)
    await requestReset(user.email)
    const { token: second } = await linkSentTo(user.email)
    expect((await confirm(first, 'Maple-Lantern-88')).status).toBe(400)

    clock = new Date(clock.getTime() + 60 * minute)
    const expired = await confirm(second, 'Maple-Lantern-88')
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({ error: 'This reset link is invalid or has expired.' })
    await signIn(request, user.username, testPassword)
  })

  it('refuses an unknown token and a common password', async () => {
    expect((await confirm('a'.repeat(52), 'Maple-Lantern-88')).status).toBe(400)
    const user = await insertUser(db)
    await requestReset(user.email)
    const { token } = await linkSentTo(user.email)
    const common = await confirm(token, 'password123')
    expect(common.status).toBe(400)
    expect(await common.json()).toEqual({
      error: 'This password is too common. Please choose one that is harder to guess.',
    })
    // A refused password does not use up the link.
    expect((await confirm(token, 'Maple-Lantern-88')).status).toBe(204)
  })
})
