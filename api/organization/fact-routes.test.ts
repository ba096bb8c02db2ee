import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { figureKeys } from '#core/schemas/organization-facts'
import { auditLog, organizationFigures } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

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
const english = { query: {} }
const inSpanish = { query: { locale: 'es' as const } }
const facts = async (language = english) => bodyAt(await api.facts.$get(language), 200)
const figure = async (key: string) => (await facts()).figures.find((each) => each.key === key)
const staffFacts = async () => bodyAt(await api.admin.facts.$get({}, as(staffCookie)), 200)

describe('GET /api/facts', () => {
  it('lists every figure the pages quote, in order, each with its source and as-of date', async () => {
    const response = await api.facts.$get(english)
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache')
    const body = await bodyAt(response, 200)
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
    // English is all there is to it: nothing said about Spanish.
    for (const each of body.figures) expect(each).not.toHaveProperty('untranslated')
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
      es: null,
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

describe('the facts in Spanish (decision 079)', () => {
  const programShareSpanish = {
    label: 'de cada donación se destina directamente a los programas',
    source: 'Estados financieros auditados, año fiscal 2025',
  }

  it('answers at ?locale=es with what staff wrote in Spanish, naming what is still English', async () => {
    expect((await patchFigure('programShare', { es: programShareSpanish })).status).toBe(200)
    expect((await patchFigure('states', { es: { label: 'estados con familias' } })).status).toBe(
      200,
    )
    const published = { url: 'https://example.org/report.pdf' }
    expect(
      (await patchDocument('annualReport', { ...published, es: { label: 'Informe anual 2025' } }))
        .status,
    ).toBe(200)
    expect((await patchDocument('form990', published)).status).toBe(200)

    const spanish = await facts(inSpanish)
    const spanishFigure = (key: string) => spanish.figures.find((each) => each.key === key)
    expect(spanishFigure('programShare')).toEqual({
      key: 'programShare',
      value: '85%',
      ...programShareSpanish,
      asOf: '2025-12-31',
    })
    expect(spanishFigure('states')).toMatchObject({
      label: 'estados con familias',
      source: 'Store orders shipped in 2025',
      untranslated: ['source'],
    })
    expect(spanishFigure('problemSolving')).toMatchObject({
      label: 'of our students improved their problem-solving',
      untranslated: ['label', 'source'],
    })
    expect(spanish.documents).toEqual([
      { key: 'annualReport', label: 'Informe anual 2025', ...published, asOf: '2025-12-31' },
      {
        key: 'form990',
        label: 'Form 990 for 2024',
        ...published,
        asOf: '2024-12-31',
        untranslated: ['label'],
      },
    ])

    // The English answer is as it was: the English words, and nothing about Spanish.
    const inEnglish = await facts()
    expect(inEnglish.figures[0]).toMatchObject({
      label: 'of every donation goes directly to programs',
    })
    expect(inEnglish.documents[0]).toMatchObject({ label: 'Annual report 2025' })
    for (const each of [...inEnglish.figures, ...inEnglish.documents]) {
      expect(each).not.toHaveProperty('untranslated')
    }
    for (const key of ['annualReport', 'form990']) {
      expect((await patchDocument(key, { url: null })).status).toBe(200)
    }
  })

  it.each(['fr', 'ES'])(
    'refuses a language it does not speak (?locale=%s) with a 400',
    async (locale) => {
      const response = await request(`/api/facts?locale=${locale}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please choose English or Spanish.' })
    },
  )

  it('gives staff the Spanish beside the English, takes it whole, and clears it with null', async () => {
    const listed = await staffFacts()
    expect(listed.figures.find((each) => each.key === 'programShare')?.es).toEqual(
      programShareSpanish,
    )
    expect(listed.figures.find((each) => each.key === 'cities')?.es).toBeNull()
    expect(listed.documents.find((each) => each.key === 'form990')?.es).toBeNull()

    // `es` is replaced whole: a field left out is no longer translated.
    const changed = await patchFigure('programShare', { es: { label: 'de cada donación' } })
    expect(await bodyAt(changed, 200)).toMatchObject({
      label: 'of every donation goes directly to programs',
      es: { label: 'de cada donación' },
    })
    expect((await facts(inSpanish)).figures[0]).toMatchObject({
      label: 'de cada donación',
      untranslated: ['source'],
    })

    const cleared = await patchFigure('programShare', { es: null })
    expect(await bodyAt(cleared, 200)).toMatchObject({ es: null })
    expect((await facts(inSpanish)).figures[0]).toMatchObject({
      label: 'of every donation goes directly to programs',
      untranslated: ['label', 'source'],
    })
    const documentCleared = await patchDocument('annualReport', { es: null })
    expect(await bodyAt(documentCleared, 200)).toMatchObject({ es: null })

    // The audit log keeps what the Spanish was and what it became.
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'figure.update'))
      .orderBy(auditLog.id)
    expect(entries.at(-1)?.detail).toMatchObject({
      key: 'programShare',
      before: { es: { label: 'de cada donación' } },
      after: { es: null },
    })
  })

  it('holds the Spanish to the English rules, and writes nothing it refuses', async () => {
    await patchFigure('cities', { es: { label: 'ciudades con talleres' } })
    const before = await db.select().from(organizationFigures).orderBy(organizationFigures.key)
    const cases: [string, unknown, string][] = [
      [
        '/api/admin/facts/figures/cities',
        { es: { label: 'ab' } },
        'The label needs 3 to 120 characters',
      ],
      // Blank is not a translation: an untranslated field is left out.
      [
        '/api/admin/facts/figures/cities',
        { es: { label: '   ' } },
        'The label needs 3 to 120 characters',
      ],
      [
        '/api/admin/facts/figures/cities',
        { value: '5', es: { source: 'No' } },
        'Name the source (3 to 200 characters)',
      ],
      [
        '/api/admin/facts/documents/form990',
        { es: { label: 'F' } },
        'The title needs 3 to 120 characters',
      ],
    ]
    for (const [path, json, error] of cases) {
      const response = await patchAnyway(path, json)
      expect(response.status, JSON.stringify(json)).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    // Only the words are translated: not the figure, and nothing the English does not have.
    for (const es of [{ value: '5' }, { url: 'https://example.org' }, 'ciudades']) {
      const response = await patchAnyway('/api/admin/facts/figures/cities', { es })
      expect(response.status).toBe(400)
    }
    expect(await db.select().from(organizationFigures).orderBy(organizationFigures.key)).toEqual(
      before,
    )
    const [cities] = await db
      .select({ es: organizationFigures.es })
      .from(organizationFigures)
      .where(eq(organizationFigures.key, 'cities'))
    expect(cities?.es).toEqual({ label: 'ciudades con talleres' })
  })

  it('lets only staff write the Spanish', async () => {
    const change = { param: { key: 'cities' }, json: { es: { label: 'otra cosa' } } }
    expect((await figures.$patch(change, as(memberCookie))).status).toBe(403)
    expect((await figures.$patch(change)).status).toBe(401)
    const document = { param: { key: 'form990' }, json: { es: { label: 'Formulario 990' } } }
    expect((await documents.$patch(document, as(memberCookie))).status).toBe(403)
    const listed = await staffFacts()
    expect(listed.figures.find((each) => each.key === 'cities')?.es).toEqual({
      label: 'ciudades con talleres',
    })
    expect(listed.documents.find((each) => each.key === 'form990')?.es).toBeNull()
  })
})
