import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { forumComments, forumPosts } from '../../db/schema'
import { insertForumPost, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

let clock = new Date('2026-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({
  clock: () => clock,
  env: { FORUM_NEW_ACCOUNT_POSTS: '3', FORUM_NEW_ACCOUNT_COMMENTS: '4' },
})
const hour = 3600 * 1000
const veteran = await insertUser(db, { createdAt: new Date('2025-01-01T00:00:00Z') })
const veteranCookie = await signIn(request, veteran.username, testPassword)

/** Signed in through the given cookie. */
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const posts = api.forum.posts
const onePost = posts[':id']
const byId = (id: number) => ({ param: { id: String(id) } })

/** A member whose account was made just now (on the test clock). */
async function newMember() {
  const user = await insertUser(db, { createdAt: clock })
  return { user, cookie: await signIn(request, user.username, testPassword) }
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
    const { user, cookie } = await newMember()
    const created: number[] = []
    for (let n = 1; n <= 3; n++) {
      later(1000)
      const response = await posts.$post(post(n), as(cookie))
      created.push((await bodyAt(response, 201)).id)
    }
    later(2 * hour)
    const refused = await posts.$post(post(4), as(cookie))
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
    expect((await onePost.$delete(byId(created[0]!), as(cookie))).status).toBe(204)
    expect((await posts.$post(post(5), as(cookie))).status).toBe(429)

    later(22 * hour)
    expect((await posts.$post(post(6), as(cookie))).status).toBe(201)
  })

  it('limits a new account’s comments the same way', async () => {
    const { user, cookie } = await newMember()
    const target = await insertForumPost(db, veteran.id)
    for (let n = 1; n <= 4; n++) {
      const response = await onePost.comments.$post(
        { ...byId(target.id), json: { content: `Comment ${n}` } },
        as(cookie),
      )
      expect(response.status).toBe(201)
    }
    const refused = await onePost.comments.$post(
      { ...byId(target.id), json: { content: 'One more' } },
      as(cookie),
    )
    expect((await bodyAt(refused, 429)).error).toBe(
      'New accounts can add 4 comments in their first 24 hours. Please try again in 24 hours.',
    )
    const [row] = await db
      .select({ n: count() })
      .from(forumComments)
      .where(eq(forumComments.authorId, user.id))
    expect(row!.n).toBe(4)
  })

  it('does not limit an established account', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await posts.$post(post(n), as(veteranCookie))).status).toBe(201)
    }
  })

  it('marks what a new account writes, for good, so the web never makes its links clickable', async () => {
    const { cookie } = await newMember()
    const early = await bodyAt(await posts.$post(post(1), as(cookie)), 201)
    expect(early.authorIsNew).toBe(true)
    later(25 * hour)
    const grown = await bodyAt(await posts.$post(post(2), as(cookie)), 201)
    expect(grown.authorIsNew).toBe(false)
    const reread = await bodyAt(await onePost.$get(byId(early.id), as(cookie)), 200)
    expect(reread.authorIsNew).toBe(true)
    const comment = await bodyAt(
      await onePost.comments.$post(
        { ...byId(early.id), json: { content: 'Now older' } },
        as(cookie),
      ),
      201,
    )
    expect(comment.authorIsNew).toBe(false)
  })
})

describe('replaying a write with the same clientId', () => {
  it('answers the post it already made (200) instead of writing it twice', async () => {
    const { user, cookie } = await newMember()
    const clientId = 'a2b1c0d9-0000-4000-8000-000000000001'
    const first = await posts.$post(post(1, clientId), as(cookie))
    const created = await bodyAt(first, 201)
    expect(created.clientId).toBe(clientId)
    const again = await posts.$post(post(1, clientId), as(cookie))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(created)
    expect(await postsBy(user.id)).toBe(1)
  })

  it('answers a replay even when the account has reached its limit since', async () => {
    const { cookie } = await newMember()
    const ids = ['replay-limit-0001', 'replay-limit-0002', 'replay-limit-0003']
    for (const [n, id] of ids.entries()) await posts.$post(post(n, id), as(cookie))
    expect((await posts.$post(post(9), as(cookie))).status).toBe(429)
    const replay = await posts.$post(post(2, ids[2]), as(cookie))
    expect(replay.status).toBe(200)
  })

  it('writes once when the same post arrives twice at the same moment', async () => {
    const { user, cookie } = await newMember()
    const responses = await Promise.all([
      posts.$post(post(1, 'same-moment-0001'), as(cookie)),
      posts.$post(post(1, 'same-moment-0001'), as(cookie)),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
    expect(await postsBy(user.id)).toBe(1)
  })

  it('keeps clientIds per author: two members may use the same one', async () => {
    const one = await newMember()
    const two = await newMember()
    expect((await posts.$post(post(1, 'shared-id-0001'), as(one.cookie))).status).toBe(201)
    expect((await posts.$post(post(1, 'shared-id-0001'), as(two.cookie))).status).toBe(201)
  })

  it('answers 410 for a replay of a post its author has deleted, and writes nothing', async () => {
    const { user, cookie } = await newMember()
    const created = await bodyAt(await posts.$post(post(1, 'deleted-post-0001'), as(cookie)), 201)
    await onePost.$delete(byId(created.id), as(cookie))
    const replay = await posts.$post(post(1, 'deleted-post-0001'), as(cookie))
    expect(replay.status).toBe(410)
    expect(await replay.json()).toEqual({ error: 'This post has been deleted.' })
    expect(await postsBy(user.id)).toBe(1)
  })

  it('answers the comment it already made, and 409 for the same clientId on another post', async () => {
    const { user, cookie } = await newMember()
    const first = await insertForumPost(db, veteran.id)
    const second = await insertForumPost(db, veteran.id)
    const json = { content: 'Queued while offline', clientId: 'comment-replay-0001' }
    const created = await onePost.comments.$post({ ...byId(first.id), json }, as(cookie))
    expect(created.status).toBe(201)
    const again = await onePost.comments.$post({ ...byId(first.id), json }, as(cookie))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await created.json())
    const elsewhere = await onePost.comments.$post({ ...byId(second.id), json }, as(cookie))
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
    const { cookie } = await newMember()
    const target = await insertForumPost(db, veteran.id)
    const json = { content: 'Hello', clientId: 'comment-gone-0001' }
    await onePost.comments.$post({ ...byId(target.id), json }, as(cookie))
    await onePost.$delete(byId(target.id), as(veteranCookie))
    const replay = await onePost.comments.$post({ ...byId(target.id), json }, as(cookie))
    expect(replay.status).toBe(410)
    expect(await replay.json()).toEqual({ error: 'This comment has been deleted.' })
  })
})
