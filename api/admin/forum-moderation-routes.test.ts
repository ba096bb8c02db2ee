import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ForumPost, ForumPostPage, ReportedItem } from '#core/schemas/forum'
import { forumReports } from '../../db/schema'
import { insertForumComment, insertForumPost, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const clock = new Date('2026-03-01T12:00:00Z')
const { request, db } = await createTestApp({ clock: () => clock })
const longAgo = new Date('2025-01-01T00:00:00Z')
const author = await insertUser(db, { firstName: 'Rae', lastName: 'Quinn', createdAt: longAgo })
const reporter = await insertUser(db, { createdAt: longAgo })
const secondReporter = await insertUser(db, { createdAt: longAgo })
const admin = await insertUser(db, { isAdmin: true, createdAt: longAgo })

function as(cookie: string) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) =>
    request(path, { ...init, headers: { ...init.headers, Cookie: cookie } })
}
const asAuthor = as(await signIn(request, author.username, testPassword))
const asReporter = as(await signIn(request, reporter.username, testPassword))
const asSecond = as(await signIn(request, secondReporter.username, testPassword))
const asAdmin = as(await signIn(request, admin.username, testPassword))

async function reported(): Promise<ReportedItem[]> {
  const response = await asAdmin('/api/admin/forum/reports')
  expect(response.status).toBe(200)
  return response.json()
}

async function reportedKeys() {
  return (await reported()).map((entry) => `${entry.kind}:${entry.id}`)
}

async function listedPostIds(send = asReporter) {
  const page = (await (await send('/api/forum/posts?limit=50')).json()) as ForumPostPage
  return page.posts.map((post) => post.id)
}

describe('reporting', () => {
  it('records a report once per member and item: 201, then 200', async () => {
    const post = await insertForumPost(db, author.id)
    const first = await asReporter(`/api/forum/posts/${post.id}/report`, {
      json: { reason: '  Selling things  ' },
    })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ message: 'Thank you. Our team will review it.' })
    const again = await asReporter(`/api/forum/posts/${post.id}/report`, { json: {} })
    expect(again.status).toBe(200)
    const rows = await db.select().from(forumReports).where(eq(forumReports.postId, post.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.reason).toBe('Selling things')
  })

  it('answers 404 for a missing or deleted item and validates the reason', async () => {
    const post = await insertForumPost(db, author.id, { deletedAt: clock })
    expect((await asReporter(`/api/forum/posts/${post.id}/report`, { json: {} })).status).toBe(404)
    expect((await asReporter('/api/forum/comments/999999/report', { json: {} })).status).toBe(404)
    const live = await insertForumPost(db, author.id)
    const long = await asReporter(`/api/forum/posts/${live.id}/report`, {
      json: { reason: 'x'.repeat(501) },
    })
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({ error: 'Your reason must be at most 500 characters.' })
  })
  it("refuses a member's report of their own post or comment, recording nothing", async () => {
    const post = await insertForumPost(db, author.id)
    const comment = await insertForumComment(db, post.id, author.id)
    for (const path of [
      `/api/forum/posts/${post.id}/report`,
      `/api/forum/comments/${comment.id}/report`,
    ]) {
      const own = await asAuthor(path, { json: {} })
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
    await asReporter(`/api/forum/posts/${post.id}/report`, { json: { reason: 'Spam' } })
    await asSecond(`/api/forum/posts/${post.id}/report`, { json: {} })

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

    const removed = await asAdmin(`/api/admin/forum/posts/${post.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect(await listedPostIds()).not.toContain(post.id)
    expect(await listedPostIds(asAuthor)).not.toContain(post.id)
    expect((await asAuthor(`/api/forum/posts/${post.id}`)).status).toBe(404)
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
    await asReporter(`/api/forum/comments/${comment.id}/report`, { json: {} })
    const item = (await reported()).find(
      (entry) => entry.kind === 'comment' && entry.id === comment.id,
    )
    expect(item).toMatchObject({ postId: post.id, postTitle: post.title, content: 'Rude words' })

    const removed = await asAdmin(`/api/admin/forum/comments/${comment.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    const full = (await (await asReporter(`/api/forum/posts/${post.id}`)).json()) as ForumPost
    expect(full.comments).toEqual([])
    expect(await reportedKeys()).not.toContain(`comment:${comment.id}`)
  })

  it('dismisses reports, keeping the item', async () => {
    const post = await insertForumPost(db, author.id)
    await asReporter(`/api/forum/posts/${post.id}/report`, { json: {} })
    const dismissed = await asAdmin(`/api/admin/forum/posts/${post.id}/dismiss-reports`, {
      method: 'POST',
    })
    expect(dismissed.status).toBe(204)
    expect(await reportedKeys()).not.toContain(`post:${post.id}`)
    expect(await listedPostIds()).toContain(post.id)
    // The same member reporting again does not reopen it.
    expect((await asReporter(`/api/forum/posts/${post.id}/report`, { json: {} })).status).toBe(200)
    expect(await reportedKeys()).not.toContain(`post:${post.id}`)
  })

  it('drops reports on an item its author deleted, and on comments of a deleted post', async () => {
    const post = await insertForumPost(db, author.id)
    const comment = await insertForumComment(db, post.id, author.id)
    await asReporter(`/api/forum/posts/${post.id}/report`, { json: {} })
    await asReporter(`/api/forum/comments/${comment.id}/report`, { json: {} })
    expect((await asAuthor(`/api/forum/posts/${post.id}`, { method: 'DELETE' })).status).toBe(204)
    const ids = await reportedKeys()
    expect(ids).not.toContain(`post:${post.id}`)
    expect(ids).not.toContain(`comment:${comment.id}`)
  })

  it('answers 404 when staff act on an item that does not exist', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/admin/forum/posts/999999'],
      ['DELETE', '/api/admin/forum/comments/999999'],
      ['POST', '/api/admin/forum/posts/999999/dismiss-reports'],
      ['POST', '/api/admin/forum/comments/abc/dismiss-reports'],
    ] as const) {
      const response = await asAdmin(path, { method })
      expect(response.status, path).toBe(404)
    }
  })

  it('keeps members out of moderation', async () => {
    const post = await insertForumPost(db, author.id)
    const response = await asReporter(`/api/admin/forum/posts/${post.id}`, { method: 'DELETE' })
    expect(response.status).toBe(403)
    expect(await listedPostIds()).toContain(post.id)
  })
})
