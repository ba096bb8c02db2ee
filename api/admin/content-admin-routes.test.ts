import { desc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { resourceMessages } from '#core/schemas/admin-content'
import { auditLog, contentItems } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true, username: 'librarian' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const library = api.admin.content
type NewResource = InferRequestType<typeof library.$post>['json']
type ResourceChange = InferRequestType<(typeof library)[':id']['$patch']>['json']

function change(id: number | string, json: ResourceChange) {
  return library[':id'].$patch({ param: { id: String(id) }, json }, asStaff)
}
const resource = (key: string, query: { locale?: 'es' } = {}) =>
  api.content[':key'].$get({ param: { key }, query })

const guide: NewResource = {
  title: 'Rainy Day Puzzles',
  description: 'Five puzzles for a day indoors, from easy to fiendish.',
  type: 'guide',
  body: '## Before you start\n\nClear a **table**. See [the store](/store).\n\n- Corners first\n- Then edges',
}

function post(json: NewResource) {
  return library.$post({ json }, asStaff)
}

/** The status and the body a new resource is answered with. */
async function create(json: NewResource) {
  const response = await post(json)
  return { status: response.status, body: await response.json() }
}

describe('the resource library for staff', () => {
  it('adds a hosted guide as a draft that members see only once it is published', async () => {
    const body = await bodyAt(await post(guide), 201)
    expect(body).toMatchObject({
      contentUrl: '/resources/rainy-day-puzzles',
      published: false,
      body: guide.body,
    })
    expect((await resource('rainy-day-puzzles')).status).toBe(404)
    const listed = await bodyAt(await api.content.$get({ query: {} }), 200)
    expect(listed.map((item) => item.id)).not.toContain(body.id)

    const published = await change(body.id, { published: true })
    expect(published.status).toBe(200)
    const page = await bodyAt(await resource('rainy-day-puzzles'), 200)
    expect(page.bodyHtml).toContain('<h2>Before you start</h2>')
    expect(page.bodyHtml).toContain('<strong>table</strong>')
    expect(page.bodyHtml).toContain('<a href="/store">the store</a>')
    expect(page.bodyHtml).toContain('<li>Corners first</li>')

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, body.id))
    expect(actions.map((row) => row.action)).toEqual(['resource.create', 'resource.publish'])
  })

  it('renders Markdown safely: raw HTML is text, script and protocol-relative links are not links', async () => {
    const response = await library.preview.$post(
      {
        json: {
          body: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [away](//evil.example) [ok](https://example.org)\n\n![tracker](https://evil.example/p.png)',
        },
      },
      asStaff,
    )
    const { html } = await bodyAt(response, 200)
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/evil/i)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('<a href="https://example.org">ok</a>')
    expect(html).toContain('tracker')
  })

  it('adds an outside link, refuses a second resource at the same address', async () => {
    const link: NewResource = {
      title: 'Coding Games',
      description: 'Free block-coding games for ages 5 and up.',
      type: 'other',
      link: 'https://example.org/coding',
      published: true,
    }
    const first = await bodyAt(await post(link), 201)
    expect(first).toMatchObject({ contentUrl: link.link, bodyHtml: null, published: true })
    expect(await create(link)).toEqual({
      status: 409,
      body: { error: 'Another resource already uses this address' },
    })
    expect(await create({ ...guide, slug: 'rainy-day-puzzles' })).toMatchObject({ status: 409 })
  })

  it('refuses a resource with both or neither of a link and a text, and a link that is not https', async () => {
    const both = await create({ ...guide, link: 'https://example.org/x' })
    expect(both).toEqual({
      status: 400,
      body: { error: 'Give either a link to another site or the text of a guide hosted here' },
    })
    const { body: _body, ...neither } = guide
    expect((await create(neither)).status).toBe(400)
    const insecure = await bodyAt(await post({ ...neither, link: 'http://example.org' }), 400)
    expect(insecure.error).toBe('The link is an https address')
    const badSlug = await bodyAt(await post({ ...guide, slug: '../etc' }), 400)
    expect(badSlug.error).toMatch(/lowercase words joined by hyphens/)
  })

  it('keeps a hosted guide a guide and a link a link, and answers 404 for no resource', async () => {
    const hosted = await bodyAt(
      await post({ ...guide, title: 'Tangram Evenings', slug: 'tangram-evenings' }),
      201,
    )
    const asLink = await change(hosted.id, { link: 'https://example.org/t' })
    expect(asLink.status).toBe(409)
    const edited = await change(hosted.id, { body: 'New *text*', title: 'Tangram Nights' })
    expect(await edited.json()).toMatchObject({
      title: 'Tangram Nights',
      contentUrl: '/resources/tangram-evenings',
      bodyHtml: '<p>New <em>text</em></p>\n',
    })
    const missing = await change(999999, { published: true })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Resource not found' })
  })

  it('lists drafts and published resources with their text for staff, newest first', async () => {
    const list = await (await library.$get({}, asStaff)).json()
    expect(list[0]!.title).toBe('Tangram Nights')
    expect(list.some((item) => !item.published)).toBe(true)
  })
})

describe("a resource's words in Spanish (decision 079)", () => {
  const spanish = {
    title: 'Rompecabezas para días de lluvia',
    description: 'Cinco rompecabezas para un día en casa, de fáciles a endiabladamente difíciles.',
    body: '## Antes de empezar\n\nDespeje una **mesa**.',
  }
  const stored = async (id: number) => {
    const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id))
    return row!.es
  }

  it('takes them with a new guide, and its Spanish page shows them', async () => {
    const created = await bodyAt(
      await post({ ...guide, title: 'Rainy Day Games', published: true, es: spanish }),
      201,
    )
    expect(created.es).toEqual(spanish)
    expect(created.title).toBe('Rainy Day Games')
    const page = await bodyAt(await resource('rainy-day-games', { locale: 'es' }), 200)
    expect(page).toMatchObject({ title: spanish.title, description: spanish.description })
    expect(page.bodyHtml).toContain('<h2>Antes de empezar</h2>')
    expect(page).not.toHaveProperty('untranslated')
  })

  it('changes them whole, clears them with null, and shows staff what is stored', async () => {
    const { id } = await bodyAt(await post({ ...guide, title: 'Domino Trains' }), 201)
    await bodyAt(await change(id, { es: spanish }), 200)
    const changed = await bodyAt(await change(id, { es: { title: 'Trenes de dominó' } }), 200)
    expect(changed.es).toEqual({ title: 'Trenes de dominó' })
    expect(await stored(id)).toEqual({ title: 'Trenes de dominó' })
    const listed = await bodyAt(await library.$get({}, asStaff), 200)
    expect(listed.find((entry) => entry.id === id)?.es).toEqual({ title: 'Trenes de dominó' })
    expect((await bodyAt(await change(id, { es: null }), 200)).es).toBeNull()
    expect(await stored(id)).toBeNull()
  })

  it('records the Spanish in the audit log as the English: the words, a text only as changed', async () => {
    const { id } = await bodyAt(await post({ ...guide, title: 'Shadow Puppets' }), 201)
    await bodyAt(await change(id, { es: spanish }), 200)
    const [entry] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry!.detail).toEqual({
      es: { title: spanish.title, description: spanish.description, bodyChanged: true },
    })
  })

  it.each([
    [1, { title: 'R' }, resourceMessages.title],
    [2, { description: 'Corta' }, resourceMessages.description],
    [3, { body: '   ' }, resourceMessages.body],
    [4, { title: '' }, resourceMessages.title],
    [5, { titulo: 'Rompecabezas' }, 'Unknown field: titulo'],
  ])(
    'refuses Spanish the English rules refuse (%i: %j), changing nothing',
    async (n, es, message) => {
      const { id } = await bodyAt(await post({ ...guide, title: `Kept guide ${n}` }), 201)
      await db.update(contentItems).set({ es: spanish }).where(eq(contentItems.id, id))
      const response = await library[':id'].$patch(
        { param: { id: String(id) }, json: { es } as ResourceChange },
        asStaff,
      )
      expect(await bodyAt(response, 400)).toEqual({ error: message })
      expect(await stored(id)).toEqual(spanish)
      const refusedNew = await post({ ...guide, title: `Refused guide ${n}`, es } as NewResource)
      expect(await bodyAt(refusedNew, 400)).toEqual({ error: message })
      const [none] = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(eq(contentItems.title, `Refused guide ${n}`))
      expect(none).toBeUndefined()
    },
  )

  it('refuses a Spanish text for a link to another site: there is no text to translate', async () => {
    const link: NewResource = {
      title: 'Chess for Kids',
      description: 'Free chess lessons and puzzles for beginners.',
      type: 'other',
      link: 'https://example.org/chess',
    }
    expect((await post({ ...link, es: { body: 'Texto' } })).status).toBe(400)
    const { id } = await bodyAt(await post({ ...link, es: { title: 'Ajedrez para niños' } }), 201)
    expect(await bodyAt(await change(id, { es: { body: 'Texto' } }), 409)).toEqual({
      error: resourceMessages.wrongSourceLink,
    })
    expect(await stored(id)).toEqual({ title: 'Ajedrez para niños' })
  })
})
