import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, subscribers } from '../../db/schema'
import {
  insertUser,
  testPassword,
  validProgramApplication,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp({ env: { FORMS_PER_IP_PER_HOUR: '1000' } })
const staff = await insertUser(db, { isAdmin: true, username: 'coordinator' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  request(path, { ...init, headers: { Cookie: cookie, ...init.headers } })

async function apply(kind: 'volunteer' | 'program', overrides: Record<string, unknown> = {}) {
  const path = kind === 'volunteer' ? '/api/volunteer' : '/api/program-applications'
  const body = kind === 'volunteer' ? validVolunteerApplication() : validProgramApplication()
  const response = await request(path, { json: { ...body, ...overrides } })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

describe('applications for staff', () => {
  it('lists new applications, and moves one through its statuses with notes and who', async () => {
    const id = await apply('volunteer', { name: 'Rowan Ellis', email: 'rowan@example.org' })
    const list = (await (await asStaff('/api/admin/volunteer-applications?q=rowan')).json()) as {
      applications: { id: number; status: string }[]
      total: number
    }
    expect(list.applications.map((a) => [a.id, a.status])).toEqual([[id, 'new']])

    const path = `/api/admin/volunteer-applications/${id}`
    const contacted = await asStaff(path, {
      method: 'PATCH',
      json: { status: 'contacted', notes: 'Left a voicemail' },
    })
    expect(contacted.status).toBe(200)
    expect(await contacted.json()).toMatchObject({
      status: 'contacted',
      notes: 'Left a voicemail',
      handledBy: 'coordinator',
    })
    expect((await asStaff(path, { method: 'PATCH', json: { status: 'accepted' } })).status).toBe(
      200,
    )
    const back = await asStaff(path, { method: 'PATCH', json: { status: 'new' } })
    expect(back.status).toBe(409)
    expect(await back.json()).toEqual({
      error: 'An application that is accepted cannot become new',
    })
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'volunteer-application'), eq(auditLog.entityId, id)))
    expect(audit.map((row) => row.action)).toEqual([
      'volunteer-application.update',
      'volunteer-application.update',
    ])
  })

  it('filters program applications by status and search, and refuses bad changes', async () => {
    const id = await apply('program', { childName: 'Ada Quinn', guardianName: 'Lee Quinn' })
    const path = `/api/admin/program-applications/${id}`
    expect((await asStaff(path, { method: 'PATCH', json: { status: 'declined' } })).status).toBe(
      200,
    )
    const declined = (await (
      await asStaff('/api/admin/program-applications?status=declined&q=quinn')
    ).json()) as { applications: { id: number }[] }
    expect(declined.applications.map((a) => a.id)).toEqual([id])
    for (const [json, status] of [
      [{}, 400],
      [{ status: 'hired' }, 400],
      [{ notes: 'x'.repeat(5001) }, 400],
      [{ status: 'contacted' }, 409],
    ] as const) {
      expect((await asStaff(path, { method: 'PATCH', json })).status).toBe(status)
    }
    expect((await asStaff('/api/admin/program-applications/999999')).status).toBe(404)
  })

  it('exports applications as CSV', async () => {
    await apply('volunteer', { name: '@SUM(A1)', email: 'csvvol@example.org' })
    const response = await asStaff('/api/admin/volunteer-applications?q=csvvol', {
      headers: { Accept: 'text/csv' },
    })
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const text = (await response.text()).replace(/^\uFEFF/, '')
    const [header, row] = text.split('\r\n')
    expect(header).toBe(
      'id,received,status,name,email,phone,location,expertise,availability,message,notes,handled by',
    )
    expect(row).toContain(",new,'@SUM(A1),csvvol@example.org,")
  })

  it('exports every application once, newest first, across more than one batch of 500', async () => {
    await db.execute(sql`
      insert into volunteer_applications
        (name, email, phone, location, expertise, availability, message)
      select 'Keyset Helper', 'helper' || n || '@example.org', '555-0100', 'Austin', 'Robots',
        'Weekends', 'Happy to help'
      from generate_series(1, 1001) as n`)
    const response = await asStaff('/api/admin/volunteer-applications?q=Keyset%20Helper', {
      headers: { Accept: 'text/csv' },
    })
    const [, ...rows] = (await response.text()).trim().split('\r\n')
    const ids = rows.map((row) => Number(row.split(',')[0]))
    expect(ids).toHaveLength(1001)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(1001)
    expect(rows.at(-1)).toMatch(/,new,Keyset Helper,helper1@example\.org,555-0100,Austin,/)
  })
})

describe('subscribers for staff', () => {
  it('lists subscribers with their forms, and unsubscribes one on request', async () => {
    const email = `listed${Date.now()}@example.org`
    await request('/api/email-signup', { json: { email, source: 'newsletter' } })
    await request('/api/email-signup', { json: { email, source: 'waitlist' } })
    const list = (await (await asStaff(`/api/admin/subscribers?q=${email}`)).json()) as {
      subscribers: { id: number; status: string; sources: string }[]
    }
    expect(list.subscribers).toEqual([
      expect.objectContaining({ email, status: 'pending', sources: 'newsletter, waitlist' }),
    ])
    const id = list.subscribers[0]!.id
    const response = await asStaff(`/api/admin/subscribers/${id}/unsubscribe`, { method: 'POST' })
    expect(await response.json()).toEqual({ id, email, status: 'unsubscribed' })
    const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id))
    expect(row!.status).toBe('unsubscribed')
    const csv = await asStaff(`/api/admin/subscribers?status=unsubscribed&q=${email}`, {
      headers: { Accept: 'text/csv' },
    })
    expect(await csv.text()).toContain(`${email},,unsubscribed,"newsletter, waitlist"`)
    expect(
      (await asStaff('/api/admin/subscribers/999999/unsubscribe', { method: 'POST' })).status,
    ).toBe(404)
  })

  it('exports every subscriber once, newest first, across more than one batch of 500', async () => {
    await db.execute(sql`
      insert into subscribers (email, first_name)
      select 'keyset' || n || '@example.org', 'Keyset' from generate_series(1, 1000) as n`)
    await request('/api/email-signup', {
      json: { email: 'keyset-form@example.org', source: 'newsletter' },
    })
    const response = await asStaff('/api/admin/subscribers?q=keyset', {
      headers: { Accept: 'text/csv' },
    })
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('id,email,first name,status,sources,signed up,confirmed,unsubscribed')
    const ids = rows.map((row) => Number(row.split(',')[0]))
    expect(ids).toHaveLength(1001)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(1001)
    // Each row names only the forms that address used.
    expect(rows[0]).toMatch(/^\d+,keyset-form@example\.org,,pending,newsletter,\d{4}-/)
    expect(rows.at(-1)).toMatch(/^\d+,keyset1@example\.org,Keyset,pending,,\d{4}-/)
  })
})
