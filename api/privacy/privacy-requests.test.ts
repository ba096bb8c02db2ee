import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  donations,
  outbox,
  privacyRequests,
  subscribers,
  volunteerApplications,
} from '../../db/schema'
import { insertUser, testPassword, validVolunteerApplication } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2026-03-14T15:00:00Z')
const { request, db } = await createTestApp({
  clock: () => clock,
  env: {
    PUBLIC_ORIGIN: 'https://brightminds.example',
    PASSWORD_RESET_PER_EMAIL_PER_HOUR: '3',
    PASSWORD_RESET_PER_IP_PER_HOUR: '100',
  },
})
const hour = 60 * 60 * 1000
const sentMessage = (email: string) =>
  `If we hold anything under ${email}, you will find a link there to confirm your request. Open it within 24 hours.`
const invalid = {
  error: 'This link to confirm your request is invalid, has expired or was already used.',
}

let n = 0
/** A gift given signed out under a fresh address, as the donation form leaves it. */
async function donorAddress() {
  n += 1
  const email = `donor${n}.request@example.org`
  const [gift] = await db
    .insert(donations)
    .values({
      amountCents: 40_00,
      type: 'one-time',
      status: 'paid',
      donorName: 'Robin Giver',
      donorEmail: email,
      message: 'For the coding club',
    })
    .returning()
  return { email, gift: gift! }
}

function ask(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request('/api/privacy-requests', { json: body, headers })
}

/** Asks, and answers the token of the link e-mailed to `email`. */
async function confirmedRequest(email: string, kind: 'copy' | 'deletion') {
  expect((await ask({ email, kind })).status).toBe(202)
  const token = await tokenMailedTo(email)
  const confirmed = await request('/api/privacy-requests/confirm', { json: { token } })
  expect(confirmed.status).toBe(200)
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(eq(privacyRequests.email, email))
    .orderBy(privacyRequests.id)
  return row!.id
}

async function tokenMailedTo(email: string) {
  const sent = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id)
  const link = new URL(/https:\/\/brightminds\.example\/\S+/.exec(sent.at(-1)!.body)![0])
  return link.searchParams.get('token')!
}

async function staff(roles: ('owner' | 'fundraising')[]) {
  const user = await insertUser(db, { staffRoles: roles })
  return { user, cookie: await signIn(request, user.username, testPassword) }
}

describe('POST /api/privacy-requests', () => {
  it('e-mails a link only when something is held, answering the same either way', async () => {
    const nobody = await ask({ email: 'nobody.here@example.org', kind: 'copy' })
    expect(nobody.status).toBe(202)
    expect(await nobody.json()).toEqual({ message: sentMessage('nobody.here@example.org') })
    const unknown = await db.select().from(outbox).where(eq(outbox.to, 'nobody.here@example.org'))
    expect(unknown).toEqual([])

    const { email } = await donorAddress()
    const asked = await ask({ email, kind: 'deletion' })
    expect(asked.status).toBe(202)
    expect(await asked.json()).toEqual({ message: sentMessage(email) })
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mail!.subject).toBe('Confirm your request to BrightMinds Foundation')
    expect(mail!.body).toMatch(/^Hello,\n/)
    expect(mail!.body).toContain('asked BrightMinds Foundation to delete what we hold')
    expect(mail!.body).toMatch(/\nhttps:\/\/brightminds\.example\/privacy-request\?token=\S+\n/)
  })

  it('writes in the language it was asked in', async () => {
    const { email } = await donorAddress()
    expect((await ask({ email, kind: 'copy' }, { 'Accept-Language': 'es' })).status).toBe(202)
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mail!.subject).toBe('Confirme su solicitud a BrightMinds Foundation')
    expect(mail!.body).toMatch(/\nhttps:\/\/brightminds\.example\/es\/privacy-request\?token=/)
  })

  it.each([
    ['no address', { kind: 'copy' }, 'Please enter a valid email address'],
    [
      'a malformed address',
      { email: 'not-an-email', kind: 'copy' },
      'Please enter a valid email address',
    ],
    [
      'another kind',
      { email: 'a@example.org', kind: 'correction' },
      'Choose a copy of your data or its deletion',
    ],
  ])('refuses %s', async (_, body, error) => {
    const response = await ask(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('may be asked a few times an hour per address', async () => {
    const { email } = await donorAddress()
    for (let i = 0; i < 3; i += 1) expect((await ask({ email, kind: 'copy' })).status).toBe(202)
    const refused = await ask({ email: email.toUpperCase(), kind: 'copy' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
  })
})

describe('POST /api/privacy-requests/confirm', () => {
  it('counts the request from the link, with 45 days to answer; once, within a day', async () => {
    const { email } = await donorAddress()
    expect((await ask({ email, kind: 'copy' })).status).toBe(202)
    const token = await tokenMailedTo(email)
    const asked = clock
    clock = new Date(asked.getTime() + 24 * hour - 1)
    const confirmed = await request('/api/privacy-requests/confirm', { json: { token } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({
      message: 'We have your request. We will answer by April 29, 2026.',
      dueAt: new Date(clock.getTime() + 45 * 24 * hour).toISOString(),
    })
    const again = await request('/api/privacy-requests/confirm', { json: { token } })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(invalid)

    expect((await ask({ email, kind: 'deletion' })).status).toBe(202)
    const late = await tokenMailedTo(email)
    clock = new Date(clock.getTime() + 24 * hour)
    const expired = await request('/api/privacy-requests/confirm', { json: { token: late } })
    expect(expired.status).toBe(400)
    clock = asked
  })
})

describe('/api/admin/privacy-requests', () => {
  it('is an owner’s: other staff and members are refused', async () => {
    const fundraiser = await staff(['fundraising'])
    const listed = await request('/api/admin/privacy-requests', {
      headers: { Cookie: fundraiser.cookie },
    })
    expect(listed.status).toBe(403)
    const member = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    expect(
      (await request('/api/admin/privacy-requests', { headers: { Cookie: cookie } })).status,
    ).toBe(403)
  })

  it('lists confirmed requests, open ones first by their due day, with what is held', async () => {
    const { email } = await donorAddress()
    await db.insert(volunteerApplications).values({ ...validVolunteerApplication(), email })
    const id = await confirmedRequest(email, 'copy')
    // Asked but never confirmed: not staff's to answer.
    const other = await donorAddress()
    expect((await ask({ email: other.email, kind: 'copy' })).status).toBe(202)

    const later = clock
    // Past its due day (the owner signs in then: a session idle 46 days has ended).
    clock = new Date(clock.getTime() + 46 * 24 * hour)
    const owner = await staff(['owner'])
    const response = await request('/api/admin/privacy-requests', {
      headers: { Cookie: owner.cookie },
    })
    clock = later
    const rows = (await response.json()) as { id: number; email: string }[]
    const row = rows.find((candidate) => candidate.id === id)
    expect(row).toMatchObject({
      email,
      kind: 'copy',
      completedAt: null,
      overdue: true,
      held: { gifts: 1, applications: 1, mailingList: 0, emails: 1 },
    })
    expect(rows.map((candidate) => candidate.email)).not.toContain(other.email)
  })

  it('sends a copy as a JSON file, once', async () => {
    const owner = await staff(['owner'])
    const { email, gift } = await donorAddress()
    const id = await confirmedRequest(email, 'copy')
    const complete = () =>
      request(`/api/admin/privacy-requests/${id}/complete`, {
        method: 'POST',
        headers: { Cookie: owner.cookie },
      })
    const done = await complete()
    expect(done.status).toBe(200)
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, 'Your data at BrightMinds Foundation')))
    const [file] = mail!.attachments!
    expect(file!.contentType).toBe('application/json')
    const data = JSON.parse(file!.content) as {
      gifts: { id: number; message: string }[]
      privacyRequests: { kind: string; confirmedAt: string | null; completedAt: string | null }[]
    }
    expect(data.gifts.map((row) => [row.id, row.message])).toEqual([
      [gift.id, 'For the coding club'],
    ])
    // The request itself is part of what is held under the address, as it stood when copied.
    expect(data.privacyRequests).toEqual([
      expect.objectContaining({ kind: 'copy', completedAt: null }),
    ])
    expect(data.privacyRequests[0]!.confirmedAt).not.toBeNull()
    const again = await complete()
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'This request was already completed.' })
  })

  it('erases what is held under the address, keeps the gift’s amount, and nobody else’s', async () => {
    const owner = await staff(['owner'])
    const { email, gift } = await donorAddress()
    await db.insert(volunteerApplications).values({ ...validVolunteerApplication(), email })
    await db.insert(subscribers).values({ email, status: 'confirmed' })
    const bystander = await donorAddress()
    const id = await confirmedRequest(email, 'deletion')

    const done = await request(`/api/admin/privacy-requests/${id}/complete`, {
      method: 'POST',
      headers: { Cookie: owner.cookie },
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      outcome: { giftsAnonymised: 1, applications: 1, mailingList: 1, emails: 1 },
    })
    const [kept] = await db.select().from(donations).where(eq(donations.id, gift.id))
    expect(kept).toMatchObject({
      amountCents: 40_00,
      donorName: null,
      donorEmail: null,
      message: null,
    })
    expect(await db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([])
    expect(await db.select().from(outbox).where(eq(outbox.to, email))).toEqual([])
    const [theirs] = await db.select().from(donations).where(eq(donations.id, bystander.gift.id))
    expect(theirs!.donorEmail).toBe(bystander.email)
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy-request.erase'), eq(auditLog.entityId, id)))
    expect(entry!.actorId).toBe(owner.user.id)
    expect(JSON.stringify(entry!.detail)).not.toContain(email)
  })

  it('completes once when pressed many times at once', async () => {
    const owner = await staff(['owner'])
    const { email } = await donorAddress()
    const id = await confirmedRequest(email, 'deletion')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(`/api/admin/privacy-requests/${id}/complete`, {
          method: 'POST',
          headers: { Cookie: owner.cookie },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)])
    const entries = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, id))
    expect(entries[0]!.n).toBe(1)
  })
})
