import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true, username: 'librarian' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  request(path, { ...init, headers: { Cookie: cookie, ...init.headers } })

const guide = {
  title: 'Rainy Day Puzzles',
  description: 'Five puzzles for a day indoors, from easy to fiendish.',
  type: 'guide',
  body: '## Before you start\n\nClear a **table**. See [the store](/store).\n\n- Corners first\n- Then edges',
}

type Resource = { id: number; contentUrl: string; published: boolean; bodyHtml: string | null }

async function create(json: unknown) {
  const response = await asStaff('/api/admin/content', { json })
  return { status: response.status, body: (await response.json()) as Resource & { error?: string } }
}

describe('the resource library for staff', () => {
  it('adds a hosted guide as a draft that members see only once it is published', async () => {
    const { status, body } = await create(guide)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      contentUrl: '/resources/rainy-day-puzzles',
      published: false,
      body: guide.body,
    })
    expect((await request('/api/content/rainy-day-puzzles')).status).toBe(404)
    const listed = (await (await request('/api/content')).json()) as Resource[]
    expect(listed.map((item) => item.id)).not.toContain(body.id)

    const published = await asStaff(`/api/admin/content/${body.id}`, {
      method: 'PATCH',
      json: { published: true },
    })
    expect(published.status).toBe(200)
    const page = (await (await request('/api/content/rainy-day-puzzles')).json()) as Resource
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
    const response = await asStaff('/api/admin/content/preview', {
      json: {
        body: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [away](//evil.example) [ok](https://example.org)\n\n![tracker](https://evil.example/p.png)',
      },
    })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/evil/i)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('<a href="https://example.org">ok</a>')
    expect(html).toContain('tracker')
  })

  it('adds an outside link, refuses a second resource at the same address', async () => {
    const link = {
      title: 'Coding Games',
      description: 'Free block-coding games for ages 5 and up.',
      type: 'other',
      link: 'https://example.org/coding',
      published: true,
    }
    const first = await create(link)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ contentUrl: link.link, bodyHtml: null, published: true })
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
    const insecure = await create({ ...neither, link: 'http://example.org' })
    expect(insecure.body.error).toBe('The link is an https address')
    const badSlug = await create({ ...guide, slug: '../etc' })
    expect(badSlug.body.error).toMatch(/lowercase words joined by hyphens/)
  })

  it('keeps a hosted guide a guide and a link a link, and answers 404 for no resource', async () => {
    const hosted = await create({ ...guide, title: 'Tangram Evenings', slug: 'tangram-evenings' })
    const asLink = await asStaff(`/api/admin/content/${hosted.body.id}`, {
      method: 'PATCH',
      json: { link: 'https://example.org/t' },
    })
    expect(asLink.status).toBe(409)
    const edited = await asStaff(`/api/admin/content/${hosted.body.id}`, {
      method: 'PATCH',
      json: { body: 'New *text*', title: 'Tangram Nights' },
    })
    expect(await edited.json()).toMatchObject({
      title: 'Tangram Nights',
      contentUrl: '/resources/tangram-evenings',
      bodyHtml: '<p>New <em>text</em></p>\n',
    })
    const missing = await asStaff('/api/admin/content/999999', {
      method: 'PATCH',
      json: { published: true },
    })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Resource not found' })
  })

  it('lists drafts and published resources with their text for staff, newest first', async () => {
    const list = (await (await asStaff('/api/admin/content')).json()) as (Resource & {
      title: string
    })[]
    expect(list[0]!.title).toBe('Tangram Nights')
    expect(list.some((item) => !item.published)).toBe(true)
  })
})
