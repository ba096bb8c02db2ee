import { and, asc, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, barrierReports, outbox } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

// A barrier reported from /accessibility (issue 35): kept, acknowledged in the reader's language,
// told to the staff who read applications, and handled by them like an application.

const clock = new Date('2026-11-29T10:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    PUBLIC_ORIGIN: 'https://brightminds.example',
    TRUST_PROXY: 'true',
    FORMS_PER_IP_PER_HOUR: '3',
  },
  clock: () => clock,
})
const verified = { emailVerifiedAt: clock }
const owner = await insertUser(db, { staffRoles: ['owner'], ...verified })
const reader = await insertUser(db, { staffRoles: ['programmes'], ...verified })
const packer = await insertUser(db, { staffRoles: ['fulfilment'], ...verified })

const report = {
  name: 'Ada Reyes',
  email: 'ada.reader@example.org',
  page: '/checkout',
  description: 'The state list cannot be opened with my keyboard.',
  assistiveTechnology: 'NVDA with Firefox',
}

/** Each request from an address of its own: the forms' limit is per address. */
let addresses = 0
const from = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++addresses}` } })
const reportAnyway = (json: unknown) =>
  request('/api/accessibility-reports', { json, headers: from().headers })

const mailsTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(asc(outbox.id))

async function reportCount() {
  const [row] = await db.select({ n: count() }).from(barrierReports)
  return row!.n
}

describe('POST /api/accessibility-reports', () => {
  it('keeps the report, acknowledges it and tells the staff who read applications', async () => {
    const response = await api['accessibility-reports'].$post({ json: report }, from())
    const { id } = await bodyAt(response, 201)
    const [stored] = await db.select().from(barrierReports).where(eq(barrierReports.id, id))
    expect(stored).toMatchObject({ ...report, locale: 'en', status: 'new', notes: '' })

    const [acknowledgement] = await mailsTo(report.email)
    expect(acknowledgement).toMatchObject({
      locale: 'en',
      subject: 'We received your accessibility report · BrightMinds Foundation',
    })
    expect(acknowledgement!.body).toContain('Hello Ada Reyes,')
    expect(acknowledgement!.body).toContain('within 5 business days')
    expect(acknowledgement!.body).toContain(`What you wrote:\n  ${report.description}`)

    for (const staff of [owner, reader]) {
      const [alert] = await mailsTo(staff.email)
      expect(alert!.subject).toBe(`Accessibility barrier reported #${id} on /checkout`)
      expect(alert!.body).toContain(report.description)
      expect(alert!.body).toContain('They browse with: NVDA with Firefox.')
      expect(alert!.body).toContain(
        `https://brightminds.example/admin/applications/accessibility/${id}`,
      )
    }
    expect(await mailsTo(packer.email)).toEqual([])
  })

  it('needs only what happened and where to answer; it greets someone without a name', async () => {
    const json = { email: 'anon.reader@example.org', description: 'Text too small on a phone.' }
    const { id } = await bodyAt(await api['accessibility-reports'].$post({ json }, from()), 201)
    const [stored] = await db.select().from(barrierReports).where(eq(barrierReports.id, id))
    expect(stored).toMatchObject({ ...json, name: '', page: '', assistiveTechnology: '' })
    const [acknowledgement] = await mailsTo(json.email)
    expect(acknowledgement!.body).toMatch(/^Hello,\n/)
    const [alert] = await mailsTo(reader.email).then((mails) => mails.slice(-1))
    expect(alert!.subject).toBe(`Accessibility barrier reported #${id}`)
  })

  it('answers in Spanish to a report sent from a Spanish page', async () => {
    const json = { ...report, email: 'lectora@example.org', name: 'Luz' }
    const response = await api['accessibility-reports'].$post(
      { json },
      { headers: { ...from().headers, 'Accept-Language': 'es-US,es;q=0.9' } },
    )
    const { id } = await bodyAt(response, 201)
    const [stored] = await db.select().from(barrierReports).where(eq(barrierReports.id, id))
    expect(stored!.locale).toBe('es')
    const [acknowledgement] = await mailsTo(json.email)
    expect(acknowledgement).toMatchObject({
      locale: 'es',
      subject: 'Recibimos su informe de accesibilidad · BrightMinds Foundation',
    })
    expect(acknowledgement!.body).toContain('Hola, Luz:')
    expect(acknowledgement!.body).toContain('Lo que nos escribió:')
  })

  it.each([
    ['description', 'Too hard', 'Please tell us what happened (at least 10 characters)'],
    ['description', 'x'.repeat(4001), 'Must be at most 4000 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['page', 'p'.repeat(301), 'Must be at most 300 characters'],
    ['name', 'n'.repeat(121), 'Must be at most 120 characters'],
    ['assistiveTechnology', 'a'.repeat(201), 'Must be at most 200 characters'],
    ['description', 42, 'Please tell us what happened (at least 10 characters)'],
    ['name', 42, 'Your name must be text'],
    ['page', ['/donate'], 'The page must be text'],
    ['assistiveTechnology', true, 'What you browse with must be text'],
    ['name', 'Luz\u202eRamos', 'Please remove the unsupported characters from your text.'],
  ])(
    'refuses a bad %s with its message, keeping and sending nothing',
    async (field, value, error) => {
      const before = await reportCount()
      const mails = await db.select({ n: count() }).from(outbox)
      const response = await reportAnyway({ ...report, [field]: value })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
      expect(await reportCount()).toBe(before)
      expect(await db.select({ n: count() }).from(outbox)).toEqual(mails)
    },
  )

  it('refuses an unknown field, and a status the reporter may not set', async () => {
    const response = await reportAnyway({ ...report, status: 'accepted' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown field: status' })
  })

  it('holds the forms limit per address', async () => {
    const same = { headers: { 'X-Forwarded-For': '198.51.100.7' } }
    for (let sent = 0; sent < 3; sent++) {
      expect((await api['accessibility-reports'].$post({ json: report }, same)).status).toBe(201)
    }
    const before = await reportCount()
    const refused = await api['accessibility-reports'].$post({ json: report }, same)
    expect(refused.status).toBe(429)
    expect(await reportCount()).toBe(before)
  })
})

describe('staff handle a report like an application', () => {
  it('lists, finds, searches and moves it, with the audit of who did', async () => {
    const cookie = await signIn(request, reader.username, testPassword)
    const headers = { Cookie: cookie }
    const json = { ...report, email: 'findme.reader@example.org', page: '/store' }
    const { id } = await bodyAt(await api['accessibility-reports'].$post({ json }, from()), 201)

    const list = await request('/api/admin/accessibility-reports?q=findme', { headers })
    expect(list.status).toBe(200)
    const page = (await list.json()) as { applications: { id: number }[]; total: number }
    expect(page.applications.map((each) => each.id)).toEqual([id])
    expect(page.total).toBe(1)

    const moved = await request(`/api/admin/accessibility-reports/${id}`, {
      method: 'PATCH',
      json: { status: 'contacted', notes: 'Called back; fix planned.' },
      headers,
    })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({
      id,
      status: 'contacted',
      notes: 'Called back; fix planned.',
      handledBy: reader.username,
    })
    const audit = await db
      .select({ actorId: auditLog.actorId, action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'barrier-report'), eq(auditLog.entityId, id)))
    expect(audit).toEqual([
      {
        actorId: reader.id,
        action: 'barrier-report.update',
        detail: { from: 'new', status: 'contacted', notes: 'Called back; fix planned.' },
      },
    ])
    // A refused move, as for applications.
    const back = await request(`/api/admin/accessibility-reports/${id}`, {
      method: 'PATCH',
      json: { status: 'new' },
      headers,
    })
    expect(back.status).toBe(409)

    const csv = await request('/api/admin/accessibility-reports?q=findme', {
      headers: { ...headers, Accept: 'text/csv' },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Disposition')).toContain('accessibility-reports.csv')
    const [header, row] = (await csv.text()).trim().split('\r\n')
    expect(header).toBe(
      'id,received,status,name,email,page,what happened,browses with,language,notes,handled by',
    )
    expect(row).toContain('findme.reader@example.org,/store,')
    expect(row).toContain(`,contacted,`)
  })
})
