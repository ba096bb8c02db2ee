import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { figureKeys } from '#core/schemas/organization-facts'
import { auditLog, organizationFigures } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

// 8 pm on March 1 in Austin is already March 2 in UTC.
let now = new Date('2026-03-02T02:00:00Z')
const { request, api, db } = await createTestApp({ clock: () => now })
const staff = await insertUser(db, { isAdmin: true })
const member = await insertUser(db)
const staffCookie = await signIn(request, staff.username, testPassword)
const memberCookie = await signIn(request, member.username, testPassword)

const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const figures = api.admin.facts.figures[':key']
const documents = api.admin.facts.documents[':key']

function patchFigure(key: string, json: InferRequestType<typeof figures.$patch>['json']) {
  return figures.$patch({ param: { key }, json }, as(staffCookie))
}
function patchDocument(key: string, json: InferRequestType<typeof documents.$patch>['json']) {
  return documents.$patch({ param: { key }, json }, as(staffCookie))
}
/** A body the contract refuses, sent as it is. */
function patchAnyway(path: string, json: unknown) {
  return request(path, { method: 'PATCH', json, headers: { Cookie: staffCookie } })
}
const facts = async () => (await api.facts.$get()).json()
const figure = async (key: string) => (await facts()).figures.find((each) => each.key === key)

describe('GET /api/facts', () => {
  it('lists every figure the pages quote, in order, each with its source and as-of date', async () => {
    const response = await api.facts.$get()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache')
    const body = await response.json()
    expect(body.figures.map((each) => each.key)).toEqual([...figureKeys])
    expect(body.figures[0]).toEqual({
      key: 'programShare',
      value: '85%',
      label: 'of every donation goes directly to programs',
      source:
        'Audited financial statements, fiscal year 2025: program expenses as a share of all expenses',
      asOf: '2025-12-31',
    })
    // No report is linked until staff publish one.
    expect(body.documents).toEqual([])
  })
})

describe('staff changing a fact', () => {
  it('changes a figure everywhere it is read, and records what it was', async () => {
    const changed = await patchFigure('students', {
      value: '85+',
      source: 'Workshop attendance records, fall term',
      asOf: '2026-03-01',
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({
      key: 'students',
      value: '85+',
      label: 'students in our workshops',
      source: 'Workshop attendance records, fall term',
      asOf: '2026-03-01',
    })
    expect(await figure('students')).toMatchObject({ value: '85+', asOf: '2026-03-01' })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'figure.update'))
      .orderBy(auditLog.id)
    expect(entry).toMatchObject({
      actorId: staff.id,
      entity: 'figure',
      detail: {
        key: 'students',
        before: { value: '70+', asOf: '2026-09-30' },
        after: { value: '85+', asOf: '2026-03-01' },
      },
    })
  })

  it("refuses an as-of date after today where the organisation is, and takes today's", async () => {
    // UTC's March 2 is still March 1 in Austin.
    const tomorrow = await patchFigure('cities', { asOf: '2026-03-02' })
    expect(tomorrow.status).toBe(400)
    expect(await tomorrow.json()).toEqual({ error: 'The as-of date cannot be in the future' })
    expect(await figure('cities')).toMatchObject({ asOf: '2026-09-30' })
    const today = await patchFigure('cities', { asOf: '2026-03-01' })
    expect(today.status).toBe(200)
    now = new Date('2026-03-02T06:00:00Z')
    expect((await patchFigure('cities', { asOf: '2026-03-02' })).status).toBe(200)
  })

  it('refuses what is not a change to a known figure, and changes nothing', async () => {
    const before = await db.select().from(organizationFigures).orderBy(organizationFigures.key)
    const cases: [string, unknown, number, string][] = [
      ['/api/admin/facts/figures/donors', { value: '9' }, 404, 'No such figure'],
      ['/api/admin/facts/documents/budget', { label: 'Budget' }, 404, 'No such document'],
      ['/api/admin/facts/figures/cities', {}, 400, 'Send at least one field to change'],
      [
        '/api/admin/facts/figures/cities',
        { value: '' },
        400,
        'The figure needs 1 to 16 characters, like 85%',
      ],
      [
        '/api/admin/facts/figures/cities',
        { value: '12345678901234567' },
        400,
        'Must be at most 16 characters',
      ],
      [
        '/api/admin/facts/figures/cities',
        { source: 'Me' },
        400,
        'Name the source (3 to 200 characters)',
      ],
      [
        '/api/admin/facts/figures/cities',
        { asOf: '2026-02-30' },
        400,
        'The as-of date is YYYY-MM-DD',
      ],
      [
        '/api/admin/facts/figures/cities',
        { asOf: '1/3/2026' },
        400,
        'The as-of date is YYYY-MM-DD',
      ],
    ]
    for (const [path, json, status, error] of cases) {
      const response = await patchAnyway(path, json)
      expect(response.status, path).toBe(status)
      expect(await response.json()).toEqual({ error })
    }
    // A field the figure does not have (the key is the address, not the body).
    const unknown = await patchAnyway('/api/admin/facts/figures/cities', { key: 'states' })
    expect(unknown.status).toBe(400)
    expect(await db.select().from(organizationFigures).orderBy(organizationFigures.key)).toEqual(
      before,
    )
  })

  it('is for staff only', async () => {
    const change = { param: { key: 'cities' }, json: { value: '99' } }
    const asMember = await figures.$patch(change, as(memberCookie))
    expect(asMember.status).toBe(403)
    const signedOut = await figures.$patch(change)
    expect(signedOut.status).toBe(401)
    expect(await figure('cities')).toMatchObject({ value: '4' })
  })
})

describe('the annual report and Form 990', () => {
  it('are listed publicly once staff link them, and leave when the link is taken down', async () => {
    const published = await patchDocument('form990', {
      url: 'https://projects.propublica.org/nonprofits/organizations/123456789',
      asOf: '2024-12-31',
    })
    expect(published.status).toBe(200)
    expect((await facts()).documents).toEqual([
      {
        key: 'form990',
        label: 'Form 990 for 2024',
        url: 'https://projects.propublica.org/nonprofits/organizations/123456789',
        asOf: '2024-12-31',
      },
    ])
    // Staff see the unpublished one too.
    const listed = await (await api.admin.facts.$get({}, as(staffCookie))).json()
    expect(listed.documents.map((each) => each.key)).toEqual(['annualReport', 'form990'])
    expect(listed.documents[0]!.url).toBeNull()

    for (const url of ['http://example.org/990.pdf', 'javascript:alert(1)', 'https://a b']) {
      const refused = await patchDocument('annualReport', { url })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: 'The link is an https address' })
    }

    expect((await patchDocument('form990', { url: null })).status).toBe(200)
    expect((await facts()).documents).toEqual([])
  })
})
