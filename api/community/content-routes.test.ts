import { beforeAll, describe, expect, it } from 'vitest'
import { insertContentItem, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()

// Each with Spanish staff wrote (decision 079), which no English answer below shows.
const video = await insertContentItem(db, {
  title: 'Build a marble run',
  type: 'video',
  es: {
    title: 'Construya una pista de canicas',
    description: 'Ideas para aprender con las manos en casa.',
  },
})
const draft = await insertContentItem(db, {
  title: 'Draft: not ready',
  published: false,
  es: { title: 'Borrador: aún no está listo' },
})
const article = await insertContentItem(db, {
  title: 'Why puzzles matter',
  type: 'article',
  contentUrl: '/resources/why-puzzles-matter',
  body: 'Puzzles teach patience.\n\nThey also teach planning.',
  es: {
    title: 'Por qué importan los rompecabezas',
    body: 'Los rompecabezas enseñan **paciencia**.\n\nTambién enseñan a planificar.',
  },
})
const admin = await insertUser(db, { isAdmin: true })
const member = await insertUser(db)
const adminCookie = await signIn(request, admin.username, testPassword)
const memberCookie = await signIn(request, member.username, testPassword)

const publicCache = 'public, no-cache'
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const item = api.content[':key']
const key = (idOrSlug: number | string) => ({ param: { key: String(idOrSlug) }, query: {} })
const list = { query: {} }

describe('GET /api/content', () => {
  it('lists published items only, in the spec shape and in English, nothing marked', async () => {
    const response = await api.content.$get(list)
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
    const response = await api.content.$get(list)
    expect(response.headers.get('Cache-Control')).toBe(publicCache)
  })

  it('gives a signed-in member the same public list', async () => {
    const response = await api.content.$get(list, as(memberCookie))
    expect((await bodyAt(response, 200)).map((each) => each.id)).toEqual([video.id, article.id])
    expect(response.headers.get('Cache-Control')).toBe(publicCache)
  })

  it('adds drafts for an admin, in an answer no cache may keep', async () => {
    const response = await api.content.$get(list, as(adminCookie))
    const items = await bodyAt(response, 200)
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

const inSpanish = { query: { locale: 'es' as const } }
const spanishKey = (idOrSlug: number | string) => ({ ...key(idOrSlug), ...inSpanish })

describe('the library in Spanish (?locale=es, decision 079)', () => {
  let untouched: { id: number; title: string; description: string }
  beforeAll(async () => {
    untouched = await insertContentItem(db, {
      title: 'Tangram evenings',
      contentUrl: '/resources/tangram-evenings',
      body: 'Seven pieces, one square.',
    })
  })

  it('lists what staff wrote in Spanish and names what is still in English', async () => {
    const response = await api.content.$get(inSpanish)
    expect(response.headers.get('Cache-Control')).toBe(publicCache)
    expect(await bodyAt(response, 200)).toEqual([
      {
        id: video.id,
        title: 'Construya una pista de canicas',
        description: 'Ideas para aprender con las manos en casa.',
        type: 'video',
        contentUrl: video.contentUrl,
        published: true,
      },
      {
        id: article.id,
        title: 'Por qué importan los rompecabezas',
        description: article.description,
        type: 'article',
        contentUrl: '/resources/why-puzzles-matter',
        published: true,
        untranslated: ['description'],
      },
      {
        id: untouched.id,
        title: 'Tangram evenings',
        description: untouched.description,
        type: 'guide',
        contentUrl: '/resources/tangram-evenings',
        published: true,
        untranslated: ['title', 'description'],
      },
    ])
  })

  it("answers a guide's page with its Spanish text, rendered from the Spanish", async () => {
    const body = await bodyAt(await item.$get(spanishKey('why-puzzles-matter')), 200)
    expect(body).toMatchObject({
      title: 'Por qué importan los rompecabezas',
      description: article.description,
      body: 'Los rompecabezas enseñan **paciencia**.\n\nTambién enseñan a planificar.',
      bodyHtml:
        '<p>Los rompecabezas enseñan <strong>paciencia</strong>.</p>\n<p>También enseñan a planificar.</p>\n',
      untranslated: ['description'],
    })
  })

  it('answers a guide with no Spanish in English, each of its words marked', async () => {
    const body = await bodyAt(await item.$get(spanishKey(untouched.id)), 200)
    expect(body).toMatchObject({
      title: 'Tangram evenings',
      bodyHtml: '<p>Seven pieces, one square.</p>\n',
      untranslated: ['title', 'description', 'body'],
    })
  })

  it('marks nothing on an outside resource written in Spanish: it has no text here', async () => {
    const body = await bodyAt(await item.$get(spanishKey(video.id)), 200)
    expect(body).toMatchObject({ title: 'Construya una pista de canicas', body: null })
    expect(body).not.toHaveProperty('untranslated')
  })

  it('gives each language its own ETag', async () => {
    const english = await item.$get(key(article.id))
    const spanish = await item.$get(spanishKey(article.id))
    expect(spanish.headers.get('ETag')).toBeTruthy()
    expect(spanish.headers.get('ETag')).not.toBe(english.headers.get('ETag'))
    const again = await item.$get(spanishKey(article.id), {
      headers: { 'If-None-Match': spanish.headers.get('ETag')! },
    })
    expect(again.status).toBe(304)
  })

  it('still hides drafts from the public, and shows them to staff in Spanish', async () => {
    const listed = await bodyAt(await api.content.$get(inSpanish, as(memberCookie)), 200)
    expect(listed.map((each) => each.id)).not.toContain(draft.id)
    const hidden = await item.$get(spanishKey(draft.id), as(memberCookie))
    expect(hidden.status).toBe(404)
    const asAdmin = await item.$get(spanishKey(draft.id), as(adminCookie))
    expect(await bodyAt(asAdmin, 200)).toMatchObject({ title: 'Borrador: aún no está listo' })
    expect(asAdmin.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it.each([
    ['/api/content?locale=fr'],
    ['/api/content?locale=ES'],
    ['/api/content/why-puzzles-matter?locale=fr'],
  ])('refuses a language it does not speak (%s) with a 400', async (path) => {
    const response = await request(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please choose English or Spanish.' })
  })
})
