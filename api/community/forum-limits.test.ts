import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ForumComment, ForumPost } from '#core/schemas/forum'
import { forumComments, forumPosts } from '../../db/schema'
import { insertForumPost, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2026-03-01T12:00:00Z')
const { request, db } = await createTestApp({
  clock: () => clock,
  env: { FORUM_NEW_ACCOUNT_POSTS: '3', FORUM_NEW_ACCOUNT_COMMENTS: '4' },
})
const hour = 3600 * 1000
const veteran = await insertUser(db, { createdAt: new Date('2025-01-01T00:00:00Z') })
const veteranCookie = await signIn(request, veteran.username, testPassword)

function as(cookie: string) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) =>
    request(path, { ...init, headers: { ...init.headers, Cookie: cookie } })
}

/** A member whose account was made just now (on the test clock). */
async function newMember() {
  const user = await insertUser(db, { createdAt: clock })
  return { user, send: as(await signIn(request, user.username, testPassword)) }
}

function later(ms: number) {
  clock = new Date(clock.getTime() + ms)
}

async function postsBy(authorId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, authorId))
  return row!.n
}

function post(n: number, clientId?: string) {
  return { json: { title: `Post ${n}`, content: 'Hello there', clientId } }
}

describe('new-account limits', () => {
  it('allows a new account its posts, then answers 429 until the first day is over', async () => {
    const { user, send } = await newMember()
    const created: number[] = []
    for (let n = 1; n <= 3; n++) {
      later(1000)
      const response = await send('/api/forum/posts', post(n))
      expect(response.status).toBe(201)
      created.push(((await response.json()) as { id: number }).id)
    }
    later(2 * hour)
    const refused = await send('/api/forum/posts', post(4))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error:
        'New accounts can create 3 posts in their first 24 hours. Please try again in 22 hours.',
    })
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(21 * 3600)
    expect(retryAfter).toBeLessThanOrEqual(22 * 3600)
    expect(await postsBy(user.id)).toBe(3)

    // Deleting a post does not free a slot.
    expect((await send(`/api/forum/posts/${created[0]}`, { method: 'DELETE' })).status).toBe(204)
    expect((await send('/api/forum/posts', post(5))).status).toBe(429)

    later(22 * hour)
    expect((await send('/api/forum/posts', post(6))).status).toBe(201)
  })

  it('limits a new account’s comments the same way', async () => {
    const { user, send } = await newMember()
    const target = await insertForumPost(db, veteran.id)
    for (let n = 1; n <= 4; n++) {
      const response = await send(`/api/forum/posts/${target.id}/comments`, {
        json: { content: `Comment ${n}` },
      })
      expect(response.status).toBe(201)
    }
    const refused = await send(`/api/forum/posts/${target.id}/comments`, {
      json: { content: 'One more' },
    })
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toBe(
      'New accounts can add 4 comments in their first 24 hours. Please try again in 24 hours.',
    )
    const [row] = await db
      .select({ n: count() })
      .from(forumComments)
      .where(eq(forumComments.authorId, user.id))
    expect(row!.n).toBe(4)
  })

  it('does not limit an established account', async () => {
    const send = as(veteranCookie)
    for (let n = 1; n <= 5; n++) {
      expect((await send('/api/forum/posts', post(n))).status).toBe(201)
    }
  })

  it('marks what a new account writes, for good, so the web never makes its links clickable', async () => {
    const { send } = await newMember()
    const early = (await (await send('/api/forum/posts', post(1))).json()) as ForumPost
    expect(early.authorIsNew).toBe(true)
    later(25 * hour)
    const grown = (await (await send('/api/forum/posts', post(2))).json()) as ForumPost
    expect(grown.authorIsNew).toBe(false)
    const reread = (await (await send(`/api/forum/posts/${early.id}`)).json()) as ForumPost
    expect(reread.authorIsNew).toBe(true)
    const comment = (await (
      await send(`/api/forum/posts/${early.id}/comments`, { json: { content: 'Now older' } })
    ).json()) as ForumComment
    expect(comment.authorIsNew).toBe(false)
  })
})

describe('replaying a write with the same clientId', () => {
  it('answers the post it already made (200) instead of writing it twice', async () => {
    const { user, send } = await newMember()
    const clientId = 'a2b1c0d9-0000-4000-8000-000000000001'
    const first = await send('/api/forum/posts', post(1, clientId))
    expect(first.status).toBe(201)
    const created = (await first.json()) as ForumPost
    expect(created.clientId).toBe(clientId)
    const again = await send('/api/forum/posts', post(1, clientId))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(created)
    expect(await postsBy(user.id)).toBe(1)
  })

  it('answers a replay even when the account has reached its limit since', async () => {
    const { send } = await newMember()
    const ids = ['replay-limit-0001', 'replay-limit-0002', 'replay-limit-0003']
    for (const [n, id] of ids.entries()) await send('/api/forum/posts', post(n, id))
    expect((await send('/api/forum/posts', post(9))).status).toBe(429)
    const replay = await send('/api/forum/posts', post(2, ids[2]))
    expect(replay.status).toBe(200)
  })

  it('writes once when the same post arrives twice at the same moment', async () => {
    const { user, send } = await newMember()
    const responses = await Promise.all([
      send('/api/forum/posts', post(1, 'same-moment-0001')),
      send('/api/forum/posts', post(1, 'same-moment-0001')),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
    expect(await postsBy(user.id)).toBe(1)
  })

  it('keeps clientIds per author: two members may use the same one', async () => {
    const one = await newMember()
    const two = await newMember()
    expect((await one.send('/api/forum/posts', post(1, 'shared-id-0001'))).status).toBe(201)
    expect((await two.send('/api/forum/posts', post(1, 'shared-id-0001'))).status).toBe(201)
  })

  it('answers 410 for a replay of a post its author has deleted, and writes nothing', async () => {
    const { user, send } = await newMember()
    const created = (await (
      await send('/api/forum/posts', post(1, 'deleted-post-0001'))
    ).json()) as ForumPost
    await send(`/api/forum/posts/${created.id}`, { method: 'DELETE' })
    const replay = await send('/api/forum/posts', post(1, 'deleted-post-0001'))
    expect(replay.status).toBe(410)
    expect(await replay.json()).toEqual({ error: 'This post has been deleted.' })
    expect(await postsBy(user.id)).toBe(1)
  })

  it('answers the comment it already made, and 409 for the same clientId on another post', async () => {
    const { user, send } = await newMember()
    const first = await insertForumPost(db, veteran.id)
    const second = await insertForumPost(db, veteran.id)
    const body = { json: { content: 'Queued while offline', clientId: 'comment-replay-0001' } }
    const created = await send(`/api/forum/posts/${first.id}/comments`, body)
    expect(created.status).toBe(201)
    const again = await send(`/api/forum/posts/${first.id}/comments`, body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await created.json())
    const elsewhere = await send(`/api/forum/posts/${second.id}/comments`, body)
    expect(elsewhere.status).toBe(409)
    const rows = await db
      .select()
      .from(forumComments)
      .where(
        and(eq(forumComments.authorId, user.id), eq(forumComments.clientId, 'comment-replay-0001')),
      )
    expect(rows).toHaveLength(1)
  })

  it('answers 410 for a replayed comment whose post has since been deleted', async () => {
    const { send } = await newMember()
    const target = await insertForumPost(db, veteran.id)
    const body = { json: { content: 'Hello', clientId: 'comment-gone-0001' } }
    await send(`/api/forum/posts/${target.id}/comments`, body)
    await as(veteranCookie)(`/api/forum/posts/${target.id}`, { method: 'DELETE' })
    const replay = await send(`/api/forum/posts/${target.id}/comments`, body)
    expect(replay.status).toBe(410)
    expect(await replay.json()).toEqual({ error: 'This comment has been deleted.' })
  })
})
