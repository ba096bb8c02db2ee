import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { forumReports } from '../../db/schema'
import { insertForumComment, insertForumPost, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const clock = new Date('2026-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({ clock: () => clock })
const longAgo = new Date('2025-01-01T00:00:00Z')
const author = await insertUser(db, { firstName: 'Rae', lastName: 'Quinn', createdAt: longAgo })
const reporter = await insertUser(db, { createdAt: longAgo })
const secondReporter = await insertUser(db, { createdAt: longAgo })
const admin = await insertUser(db, { isAdmin: true, createdAt: longAgo })

/** Signed in through the given cookie. */
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const asAuthor = as(await signIn(request, author.username, testPassword))
const asReporter = as(await signIn(request, reporter.username, testPassword))
const asSecond = as(await signIn(request, secondReporter.username, testPassword))
const asAdmin = as(await signIn(request, admin.username, testPassword))

const onePost = api.forum.posts[':id']
const oneComment = api.forum.comments[':id']
const moderation = api.admin.forum
const byId = (id: number | string) => ({ param: { id: String(id) } })

async function reported() {
  return bodyAt(await moderation.reports.$get({}, asAdmin), 200)
}

async function reportedKeys() {
  return (await reported()).map((entry) => `${entry.kind}:${entry.id}`)
}

async function listedPostIds(who = asReporter) {
  const page = await bodyAt(await api.forum.posts.$get({ query: { limit: '50' } }, who), 200)
  return page.posts.map((post) => post.id)
}

describe('reporting', () => {
  it('records a report once per member and item: 201, then 200', async () => {
    const post = await insertForumPost(db, author.id)
    const first = await onePost.report.$post(
      { ...byId(post.id), json: { reason: '  Selling things  ' } },
      asReporter,
    )
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ message: 'Thank you. Our team will review it.' })
    const again = await onePost.report.$post({ ...byId(post.id), json: {} }, asReporter)
    expect(again.status).toBe(200)
    const rows = await db.select().from(forumReports).where(eq(forumReports.postId, post.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.reason).toBe('Selling things')
  })

  it('answers 404 for a missing or deleted item and validates the reason', async () => {
    const post = await insertForumPost(db, author.id, { deletedAt: clock })
    expect((await onePost.report.$post({ ...byId(post.id), json: {} }, asReporter)).status).toBe(
      404,
    )
    expect((await oneComment.report.$post({ ...byId(999999), json: {} }, asReporter)).status).toBe(
      404,
    )
    const live = await insertForumPost(db, author.id)
    const long = await onePost.report.$post(
      { ...byId(live.id), json: { reason: 'x'.repeat(501) } },
      asReporter,
    )
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({ error: 'Your reason must be at most 500 characters.' })
  })
  it("refuses a member's report of their own post or comment, recording nothing", async () => {
    const post = await insertForumPost(db, author.id)
    const comment = await insertForumComment(db, post.id, author.id)
    for (const report of [
      () => onePost.report.$post({ ...byId(post.id), json: {} }, asAuthor),
      () => oneComment.report.$post({ ...byId(comment.id), json: {} }, asAuthor),
    ]) {
      const own = await report()
      expect(own.status).toBe(400)
      expect(await own.json()).toEqual({
        error: 'You cannot report your own post or comment; you can delete it instead.',
      })
    }
    expect(await db.select().from(forumReports).where(eq(forumReports.postId, post.id))).toEqual([])
    expect(
      await db.select().from(forumReports).where(eq(forumReports.commentId, comment.id)),
    ).toEqual([])
  })
})

describe('report → admin list → removal', () => {
  it('shows a reported post to staff, and removing it takes it out of every list', async () => {
    const post = await insertForumPost(db, author.id, {
      title: 'Cheap watches',
      content: 'Visit my shop',
    })
    await onePost.report.$post({ ...byId(post.id), json: { reason: 'Spam' } }, asReporter)
    await onePost.report.$post({ ...byId(post.id), json: {} }, asSecond)

    const items = await reported()
    const item = items.find((entry) => entry.kind === 'post' && entry.id === post.id)
    expect(item).toEqual({
      kind: 'post',
      id: post.id,
      postId: post.id,
      postTitle: 'Cheap watches',
      content: 'Visit my shop',
      author: { displayName: 'Rae Q.', initials: 'RQ' },
      createdAt: post.createdAt.toISOString(),
      reportCount: 2,
      reasons: ['Spam'],
      firstReportedAt: clock.toISOString(),
      lastReportedAt: clock.toISOString(),
    })
    expect(JSON.stringify(items)).not.toContain(author.email)
    expect(items[0]!.reportCount).toBeGreaterThanOrEqual(items.at(-1)!.reportCount)

    const removed = await moderation.posts[':id'].$delete(byId(post.id), asAdmin)
    expect(removed.status).toBe(204)
    expect(await listedPostIds()).not.toContain(post.id)
    expect(await listedPostIds(asAuthor)).not.toContain(post.id)
    expect((await onePost.$get(byId(post.id), asAuthor)).status).toBe(404)
    expect(await reportedKeys()).not.toContain(`post:${post.id}`)
    const rows = await db.select().from(forumReports).where(eq(forumReports.postId, post.id))
    expect(rows.map((row) => [row.resolution, row.resolvedBy])).toEqual([
      ['removed', admin.id],
      ['removed', admin.id],
    ])
  })

  it('removes a reported comment, leaving its post', async () => {
    const post = await insertForumPost(db, author.id)
    const comment = await insertForumComment(db, post.id, author.id, { content: 'Rude words' })
    await oneComment.report.$post({ ...byId(comment.id), json: {} }, asReporter)
    const item = (await reported()).find(
      (entry) => entry.kind === 'comment' && entry.id === comment.id,
    )
    expect(item).toMatchObject({ postId: post.id, postTitle: post.title, content: 'Rude words' })

    const removed = await moderation.comments[':id'].$delete(byId(comment.id), asAdmin)
    expect(removed.status).toBe(204)
    const full = await bodyAt(await onePost.$get(byId(post.id), asReporter), 200)
    expect(full.comments).toEqual([])
    expect(await reportedKeys()).not.toContain(`comment:${comment.id}`)
  })

  it('dismisses reports, keeping the item', async () => {
    const post = await insertForumPost(db, author.id)
    await onePost.report.$post({ ...byId(post.id), json: {} }, asReporter)
    const dismissed = await moderation.posts[':id']['dismiss-reports'].$post(byId(post.id), asAdmin)
    expect(dismissed.status).toBe(204)
    expect(await reportedKeys()).not.toContain(`post:${post.id}`)
    expect(await listedPostIds()).toContain(post.id)
    // The same member reporting again does not reopen it.
    expect((await onePost.report.$post({ ...byId(post.id), json: {} }, asReporter)).status).toBe(
      200,
    )
    expect(await reportedKeys()).not.toContain(`post:${post.id}`)
  })

  it('drops reports on an item its author deleted, and on comments of a deleted post', async () => {
    const post = await insertForumPost(db, author.id)
    const comment = await insertForumComment(db, post.id, author.id)
    await onePost.report.$post({ ...byId(post.id), json: {} }, asReporter)
    await oneComment.report.$post({ ...byId(comment.id), json: {} }, asReporter)
    expect((await onePost.$delete(byId(post.id), asAuthor)).status).toBe(204)
    const ids = await reportedKeys()
    expect(ids).not.toContain(`post:${post.id}`)
    expect(ids).not.toContain(`comment:${comment.id}`)
  })

  it('answers 404 when staff act on an item that does not exist', async () => {
    for (const [path, act] of [
      [
        '/api/admin/forum/posts/999999',
        () => moderation.posts[':id'].$delete(byId(999999), asAdmin),
      ],
      [
        '/api/admin/forum/comments/999999',
        () => moderation.comments[':id'].$delete(byId(999999), asAdmin),
      ],
      [
        '/api/admin/forum/posts/999999/dismiss-reports',
        () => moderation.posts[':id']['dismiss-reports'].$post(byId(999999), asAdmin),
      ],
      [
        '/api/admin/forum/comments/abc/dismiss-reports',
        () => moderation.comments[':id']['dismiss-reports'].$post(byId('abc'), asAdmin),
      ],
    ] as const) {
      const response = await act()
      expect(response.status, path).toBe(404)
    }
  })

  it('keeps members out of moderation', async () => {
    const post = await insertForumPost(db, author.id)
    const response = await moderation.posts[':id'].$delete(byId(post.id), asReporter)
    expect(response.status).toBe(403)
    expect(await listedPostIds()).toContain(post.id)
  })
})
