import { and, eq, sql } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
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
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp({ env: { FORMS_PER_IP_PER_HOUR: '1000' } })
const staff = await insertUser(db, { isAdmin: true, username: 'coordinator' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const asStaffForCsv = { headers: { Cookie: cookie, Accept: 'text/csv' } }
const volunteerAdmin = api.admin['volunteer-applications']
const programAdmin = api.admin['program-applications']
const subscriberAdmin = api.admin.subscribers
const byId = (id: number | string) => ({ param: { id: String(id) } })
/**
 * A list read as JSON, sent raw: these routes also answer CSV as an untyped Response, so the
 * typed client knows their 200 body only as unknown.
 */
type VolunteerApplication = InferRequestType<typeof api.volunteer.$post>['json']
type ProgramApplication = InferRequestType<(typeof api)['program-applications']['$post']>['json']
type ApplicationChange = InferRequestType<(typeof programAdmin)[':id']['$patch']>['json']

/** A volunteer application received (201): its id. */
async function applyToVolunteer(overrides: Partial<VolunteerApplication> = {}) {
  const json = { ...validVolunteerApplication(), ...overrides }
  return (await bodyAt(await api.volunteer.$post({ json }), 201)).id
}

/** A program application received (201): its id. */
async function applyToProgram(overrides: Partial<ProgramApplication> = {}) {
  const json = { ...validProgramApplication(), ...overrides }
  return (await bodyAt(await api['program-applications'].$post({ json }), 201)).id
}

const signUp = api['email-signup'].$post

describe('applications for staff', () => {
  it('lists new applications, and moves one through its statuses with notes and who', async () => {
    const id = await applyToVolunteer({ name: 'Rowan Ellis', email: 'rowan@example.org' })
    const list = await bodyAt(
      await api.admin['volunteer-applications'].$get({ query: { q: 'rowan' } }, asStaff),
      200,
    )
    expect(list.applications.map((a) => [a.id, a.status])).toEqual([[id, 'new']])

    const change = (json: ApplicationChange) =>
      volunteerAdmin[':id'].$patch({ ...byId(id), json }, asStaff)
    const contacted = await change({ status: 'contacted', notes: 'Left a voicemail' })
    expect(contacted.status).toBe(200)
    expect(await contacted.json()).toMatchObject({
      status: 'contacted',
      notes: 'Left a voicemail',
      handledBy: 'coordinator',
    })
    expect((await change({ status: 'accepted' })).status).toBe(200)
    const back = await change({ status: 'new' })
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
    const id = await applyToProgram({ childName: 'Ada Quinn', guardianName: 'Lee Quinn' })
    const change = (json: ApplicationChange) =>
      programAdmin[':id'].$patch({ ...byId(id), json }, asStaff)
    /** A body the contract refuses, sent as it is. */
    const changeAnyway = (json: unknown) =>
      request(`/api/admin/program-applications/${id}`, {
        method: 'PATCH',
        json,
        headers: { Cookie: cookie },
      })
    expect((await change({ status: 'declined' })).status).toBe(200)
    const declined = await bodyAt(
      await programAdmin.$get({ query: { status: 'declined', q: 'quinn' } }, asStaff),
      200,
    )
    expect(declined.applications.map((a) => a.id)).toEqual([id])
    for (const [send, status] of [
      [() => change({}), 400],
      [() => changeAnyway({ status: 'hired' }), 400],
      [() => change({ notes: 'x'.repeat(5001) }), 400],
      [() => change({ status: 'contacted' }), 409],
    ] as const) {
      expect((await send()).status).toBe(status)
    }
    expect((await programAdmin[':id'].$get(byId(999999), asStaff)).status).toBe(404)
  })

  it('exports applications as CSV', async () => {
    await applyToVolunteer({ name: '@SUM(A1)', email: 'csvvol@example.org' })
    const response = await volunteerAdmin.$get({ query: { q: 'csvvol' } }, asStaffForCsv)
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
    const response = await volunteerAdmin.$get({ query: { q: 'Keyset Helper' } }, asStaffForCsv)
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
    await signUp({ json: { email, source: 'newsletter' } })
    await signUp({ json: { email, source: 'waitlist' } })
    const list = await bodyAt(
      await api.admin.subscribers.$get({ query: { q: email } }, asStaff),
      200,
    )
    expect(list.subscribers).toEqual([
      expect.objectContaining({ email, status: 'pending', sources: 'newsletter, waitlist' }),
    ])
    const id = list.subscribers[0]!.id
    const response = await subscriberAdmin[':id'].unsubscribe.$post(byId(id), asStaff)
    expect(await response.json()).toEqual({ id, email, status: 'unsubscribed' })
    const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id))
    expect(row!.status).toBe('unsubscribed')
    const csv = await subscriberAdmin.$get(
      { query: { status: 'unsubscribed', q: email } },
      asStaffForCsv,
    )
    expect(await csv.text()).toContain(`${email},,unsubscribed,"newsletter, waitlist"`)
    expect((await subscriberAdmin[':id'].unsubscribe.$post(byId(999999), asStaff)).status).toBe(404)
  })

  it('exports every subscriber once, newest first, across more than one batch of 500', async () => {
    await db.execute(sql`
      insert into subscribers (email, first_name)
      select 'keyset' || n || '@example.org', 'Keyset' from generate_series(1, 1000) as n`)
    await signUp({ json: { email: 'keyset-form@example.org', source: 'newsletter' } })
    const response = await subscriberAdmin.$get({ query: { q: 'keyset' } }, asStaffForCsv)
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
