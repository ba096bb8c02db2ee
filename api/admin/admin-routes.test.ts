import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import {
  insertEducationStat,
  insertForumComment,
  insertForumPost,
  insertNetworkingContact,
  insertUser,
  testPassword,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { app, request: anonymousRequest, db } = await createTestApp()
const admin = await insertUser(db, { isAdmin: true })
const member = await insertUser(db)
const adminCookie = await signIn(anonymousRequest, admin.username, testPassword)
const memberCookie = await signIn(anonymousRequest, member.username, testPassword)

/** Requests as the signed-in admin. */
const request = (path: string) => anonymousRequest(path, { headers: { Cookie: adminCookie } })

// Every route the app registers under /api/admin, so a new admin endpoint is checked unasked.
const adminRoutes = app.routes.filter(
  (route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL',
)

/** A path that reaches the handler: `:id` becomes a row made for this request. */
async function samplePath(path: string): Promise<string> {
  if (!path.includes(':')) return path
  const post = await insertForumPost(db, member.id)
  if (path.startsWith('/api/admin/forum/posts/:id')) return path.replace(':id', String(post.id))
  if (path.startsWith('/api/admin/forum/comments/:id')) {
    const comment = await insertForumComment(db, post.id, member.id)
    return path.replace(':id', String(comment.id))
  }
  throw new Error(`No sample for ${path}: add one to samplePath in admin.test.ts`)
}

describe('the admin guard', () => {
  it('covers the dashboard endpoints, the outbox and forum moderation', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/education-stats',
        'GET /api/admin/networking-contacts',
        'GET /api/admin/outbox',
        'GET /api/admin/forum/reports',
        'DELETE /api/admin/forum/posts/:id',
        'DELETE /api/admin/forum/comments/:id',
        'POST /api/admin/forum/posts/:id/dismiss-reports',
        'POST /api/admin/forum/comments/:id/dismiss-reports',
      ]),
    )
  })

  it.each(adminRoutes.map((route) => [route.method, route.path] as const))(
    '%s %s: 401 signed out, 403 for a member, success for an admin',
    async (method, pattern) => {
      const path = await samplePath(pattern)
      const asAnonymous = await anonymousRequest(path, { method })
      expect(asAnonymous.status).toBe(401)
      expect(await asAnonymous.json()).toEqual({ error: 'Not signed in' })
      const asMember = await anonymousRequest(path, { method, headers: { Cookie: memberCookie } })
      expect(asMember.status).toBe(403)
      expect(await asMember.json()).toEqual({ error: 'Admins only' })
      const asAdmin = await anonymousRequest(path, { method, headers: { Cookie: adminCookie } })
      expect(asAdmin.status).toBe(method === 'GET' ? 200 : 204)
    },
  )
})

describe('GET /api/admin/education-stats', () => {
  it('lists statistics in their display position', async () => {
    const second = await insertEducationStat(db, { title: 'Reading gains', position: 2 })
    const first = await insertEducationStat(db, {
      title: 'Problem-solving',
      trend: '+87%',
      value: '87%',
      description: 'Students who improved problem-solving.',
      source: 'BrightMinds program survey',
      position: 1,
    })
    const response = await request('/api/admin/education-stats')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual([
      {
        id: first.id,
        title: 'Problem-solving',
        trend: '+87%',
        value: '87%',
        description: 'Students who improved problem-solving.',
        source: 'BrightMinds program survey',
      },
      {
        id: second.id,
        title: 'Reading gains',
        trend: second.trend,
        value: second.value,
        description: second.description,
        source: second.source,
      },
    ])
  })
})

describe('GET /api/admin/networking-contacts', () => {
  it('lists contacts, with phone null when there is none', async () => {
    const withPhone = await insertNetworkingContact(db, { name: 'Ada Park', phone: '512-555-0100' })
    const withoutPhone = await insertNetworkingContact(db, { name: 'Ben Cho' })
    const response = await request('/api/admin/networking-contacts')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: withPhone.id,
        name: 'Ada Park',
        title: withPhone.title,
        company: withPhone.company,
        location: withPhone.location,
        expertise: withPhone.expertise,
        email: withPhone.email,
        phone: '512-555-0100',
        available: true,
      },
      expect.objectContaining({ id: withoutPhone.id, name: 'Ben Cho', phone: null }),
    ])
  })
})

describe('GET /api/admin/outbox', () => {
  it('lists queued e-mails newest first', async () => {
    await db.insert(outbox).values([
      { to: 'a@example.org', subject: 'First', body: 'one', createdAt: new Date('2025-01-01') },
      { to: 'b@example.org', subject: 'Second', body: 'two', createdAt: new Date('2025-01-02') },
    ])
    const response = await request('/api/admin/outbox')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.map((mail: { subject: string }) => mail.subject).slice(0, 2)).toEqual([
      'Second',
      'First',
    ])
    expect(body[0]).toEqual({
      id: expect.any(Number),
      to: 'b@example.org',
      subject: 'Second',
      body: 'two',
      createdAt: '2025-01-02T00:00:00.000Z',
      sentAt: null,
    })
  })
})
