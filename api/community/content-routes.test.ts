import { describe, expect, it } from 'vitest'
import { insertContentItem, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()

const video = await insertContentItem(db, { title: 'Build a marble run', type: 'video' })
const draft = await insertContentItem(db, { title: 'Draft: not ready', published: false })
const article = await insertContentItem(db, {
  title: 'Why puzzles matter',
  type: 'article',
  contentUrl: '/resources/why-puzzles-matter',
  body: 'Puzzles teach patience.\n\nThey also teach planning.',
})
const admin = await insertUser(db, { isAdmin: true })
const member = await insertUser(db)
const adminCookie = await signIn(request, admin.username, testPassword)
const memberCookie = await signIn(request, member.username, testPassword)

const publicCache = 'public, no-cache'
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const item = api.content[':key']
const key = (idOrSlug: number | string) => ({ param: { key: String(idOrSlug) } })

describe('GET /api/content', () => {
  it('lists published items only, in the spec shape', async () => {
    const response = await api.content.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: video.id,
        title: 'Build a marble run',
        description: video.description,
        type: 'video',
        contentUrl: video.contentUrl,
        published: true,
      },
      {
        id: article.id,
        title: 'Why puzzles matter',
        description: article.description,
        type: 'article',
        contentUrl: '/resources/why-puzzles-matter',
        published: true,
      },
    ])
  })

  it('may be cached publicly for a minute', async () => {
    const response = await api.content.$get()
    expect(response.headers.get('Cache-Control')).toBe(publicCache)
  })

  it('gives a signed-in member the same public list', async () => {
    const response = await api.content.$get({}, as(memberCookie))
    expect((await response.json()).map((each) => each.id)).toEqual([video.id, article.id])
    expect(response.headers.get('Cache-Control')).toBe(publicCache)
  })

  it('adds drafts for an admin, in an answer no cache may keep', async () => {
    const response = await api.content.$get({}, as(adminCookie))
    const items = await response.json()
    expect(items.map((each) => each.id)).toEqual([video.id, draft.id, article.id])
    expect(items[1]).toMatchObject({ title: 'Draft: not ready', published: false })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('GET /api/content/:idOrSlug', () => {
  it('answers a hosted article with its text, by id or by the slug of its address', async () => {
    const expected = {
      id: article.id,
      title: 'Why puzzles matter',
      description: article.description,
      type: 'article',
      contentUrl: '/resources/why-puzzles-matter',
      published: true,
      body: 'Puzzles teach patience.\n\nThey also teach planning.',
      bodyHtml: '<p>Puzzles teach patience.</p>\n<p>They also teach planning.</p>\n',
    }
    const byId = await item.$get(key(article.id))
    expect(byId.status).toBe(200)
    expect(await byId.json()).toEqual(expected)
    expect(byId.headers.get('Cache-Control')).toBe(publicCache)
    const bySlug = await item.$get(key('why-puzzles-matter'))
    expect(await bySlug.json()).toEqual(expected)
  })

  it('answers an outside resource with a null body', async () => {
    const response = await item.$get(key(video.id))
    expect((await bodyAt(response, 200)).body).toBeNull()
  })

  it('hides a draft from everyone but admins', async () => {
    const response = await item.$get(key(draft.id), as(memberCookie))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Resource not found' })
    const asAdmin = await item.$get(key(draft.id), as(adminCookie))
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it.each([['999999'], ['no-such-guide'], ['Not_A_Slug'], ['%3Cscript%3E']])(
    'answers 404 for %s',
    async (idOrSlug) => {
      const response = await item.$get(key(idOrSlug))
      expect(response.status).toBe(404)
    },
  )
})
