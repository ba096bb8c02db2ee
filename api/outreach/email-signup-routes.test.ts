import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailSignups } from '../../db/schema'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const signUp = api['email-signup'].$post

async function signupCount() {
  const [row] = await db.select({ n: count() }).from(emailSignups)
  return row!.n
}

const mailingList = { firstName: 'Priya', lastName: 'Shah', email: 'priya@example.org' }

describe('POST /api/email-signup', () => {
  it('stores a mailing-list signup and answers 201', async () => {
    const response = await signUp({ json: mailingList })
    const body = await bodyAt(response, 201)
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'priya@example.org',
      source: 'mailing-list',
    })
    const rows = await db
      .select()
      .from(emailSignups)
      .where(eq(emailSignups.email, mailingList.email))
    expect(rows).toEqual([
      expect.objectContaining({ id: body.id, firstName: 'Priya', lastName: 'Shah' }),
    ])
  })

  it('treats signing up twice as success, keeping one row', async () => {
    const first = await signUp({ json: { email: 'twice@example.org', source: 'newsletter' } })
    const before = await signupCount()
    const again = await signUp({ json: { email: ' TWICE@example.org ', source: 'newsletter' } })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    expect(await signupCount()).toBe(before)
  })

  it('stores one row when the same signup arrives twice at once', async () => {
    const json = { email: 'double-click@example.org', source: 'waitlist' } as const
    const responses = await Promise.all([signUp({ json }), signUp({ json })])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
    const rows = await db.select().from(emailSignups)
    expect(rows.filter((row) => row.email === 'double-click@example.org')).toHaveLength(1)
  })

  it('keeps one signup per list, so the same e-mail can join the waitlist too', async () => {
    await signUp({ json: { email: 'both@example.org' } })
    const response = await signUp({
      json: { email: 'both@example.org', source: 'waitlist', firstName: 'Li', lastName: 'Wu' },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ source: 'waitlist' })
  })

  it.each([
    ['an invalid e-mail', { email: 'priya@' }, 'Please enter a valid email address'],
    ['a missing e-mail', { firstName: 'Priya' }, 'Please enter a valid email address'],
    ['an unknown list', { email: 'a@example.org', source: 'spam' }, 'Unknown signup source'],
    ['an unknown field', { email: 'a@example.org', admin: true }, 'Unknown field: admin'],
  ])('rejects %s with 400, storing nothing', async (_, json, message) => {
    const before = await signupCount()
    // Bodies the contract refuses, sent as they are.
    const response = await request('/api/email-signup', { json })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(await signupCount()).toBe(before)
  })
})
