import { count, eq, sql } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import type { ForumPost } from '#core/schemas/forum'
import { forumCommentLikes, forumComments, forumPostLikes, forumPosts } from '../../db/schema'
import { insertForumComment, insertForumPost, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

let clock = new Date('2026-03-01T12:00:00Z')
const { app, request, api, db } = await createTestApp({ clock: () => clock })
const longAgo = new Date('2025-01-01T00:00:00Z')

const ada = await insertUser(db, { firstName: 'Ada', lastName: 'lovelace', createdAt: longAgo })
const ben = await insertUser(db, { firstName: 'Ben', lastName: 'Okafor', createdAt: longAgo })
const admin = await insertUser(db, { isAdmin: true, createdAt: longAgo })
const adaCookie = await signIn(request, ada.username, testPassword)
const benCookie = await signIn(request, ben.username, testPassword)
const adminCookie = await signIn(request, admin.username, testPassword)

/** Signed in through the given cookie. */
const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const postsApi = api.forum.posts
const onePost = postsApi[':id']
const oneComment = api.forum.comments[':id']
const byId = (id: number | string) => ({ param: { id: String(id) } })
type NewPost = InferRequestType<typeof postsApi.$post>['json']
type PostQuery = InferRequestType<typeof postsApi.$get>['query']

/** A body the contract refuses, sent as it is. */
function postAnyway(json: unknown) {
  return request('/api/forum/posts', { json, headers: { Cookie: adaCookie } })
}

/** Moves the clock a second on, so each new row is newer than the last. */
function tick() {
  clock = new Date(clock.getTime() + 1000)
}

async function createPost(title: string, content: string, cookie = adaCookie) {
  tick()
  const response = await postsApi.$post({ json: { title, content } }, as(cookie))
  return bodyAt(response, 201)
}

async function allPosts(cookie = adaCookie): Promise<ForumPost[]> {
  const response = await postsApi.$get({ query: { limit: '50' } }, as(cookie))
  return (await bodyAt(response, 200)).posts
}

/** Every post the forum lists, however many pages (50 at a time). */
async function everyPost(): Promise<ForumPost[]> {
  const posts: ForumPost[] = []
  let cursor: string | null = null
  do {
    const query: PostQuery = { limit: '50', cursor: cursor || undefined }
    const page = await bodyAt(await postsApi.$get({ query }, as(adaCookie)), 200)
    posts.push(...page.posts)
    cursor = page.nextCursor
  } while (cursor)
  return posts
}

async function rowCount(table: typeof forumPosts | typeof forumComments) {
  const [row] = await db.select({ n: count() }).from(table)
  return row!.n
}

describe('signed-out visitors', () => {
  const routes = app.routes.filter(
    (route) =>
      (route.path.startsWith('/api/forum/') || route.path.startsWith('/api/events')) &&
      route.method !== 'ALL',
  )

  it('covers every forum endpoint', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/forum/posts',
        'POST /api/forum/posts',
        'POST /api/forum/posts/:id/comments',
        'PUT /api/forum/posts/:id/like',
        'DELETE /api/forum/posts/:id/like',
        'PUT /api/forum/comments/:id/like',
        'DELETE /api/forum/comments/:id/like',
        'DELETE /api/forum/posts/:id',
        'DELETE /api/forum/comments/:id',
        'POST /api/forum/posts/:id/report',
        'POST /api/forum/comments/:id/report',
        'GET /api/events',
        'PUT /api/events/:id/rsvp',
        'DELETE /api/events/:id/rsvp',
        'GET /api/events/:id/calendar.ics',
      ]),
    )
  })

  it.each(routes.map((route) => [route.method, route.path] as const))(
    '%s %s answers 401 JSON',
    async (method, path) => {
      const response = await request(path.replace(':id', '1'), {
        method,
        ...(method === 'GET' || method === 'DELETE' || method === 'PUT' ? {} : { json: {} }),
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Not signed in' })
    },
  )
})

describe('POST /api/forum/posts', () => {
  it('creates a post in the spec shape, naming the author without an e-mail', async () => {
    tick()
    const response = await postsApi.$post(
      { json: { title: '  Puzzle night ideas  ', content: 'What worked for you?\n\nThanks!' } },
      as(adaCookie),
    )
    expect(response.status).toBe(201)
    const text = await response.text()
    expect(text).not.toContain(ada.email)
    expect(text).not.toContain(ada.username)
    expect(JSON.parse(text)).toEqual({
      id: expect.any(Number),
      title: 'Puzzle night ideas',
      content: 'What worked for you?\n\nThanks!',
      author: { displayName: 'Ada L.', initials: 'AL' },
      authorIsNew: false,
      createdAt: clock.toISOString(),
      likeCount: 0,
      likedByMe: false,
      commentCount: 0,
      comments: [],
      mine: true,
      clientId: null,
    })
  })

  /** Refused with the spec message, storing nothing. */
  async function refusedAsIncomplete(send: () => Promise<{ status: number; json(): unknown }>) {
    const before = await rowCount(forumPosts)
    const response = await send()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please provide both a title and content for your post.',
    })
    expect(await rowCount(forumPosts)).toBe(before)
  }

  it.each<[string, NewPost]>([
    ['a blank title', { title: '   ', content: 'Hello' }],
    ['blank content', { title: 'Hello', content: '\n\t ' }],
  ])('refuses %s with the spec message and stores nothing', async (_, json) => {
    await refusedAsIncomplete(() => postsApi.$post({ json }, as(adaCookie)))
  })

  it.each([
    ['no title', { content: 'Hello' }],
    ['no content', { title: 'Hello' }],
  ])('refuses %s with the spec message and stores nothing', async (_, json) => {
    await refusedAsIncomplete(() => postAnyway(json))
  })

  it.each<[string, Partial<NewPost>, string]>([
    ['title', { title: 'x'.repeat(121) }, 'Your title must be at most 120 characters.'],
    ['content', { content: 'x'.repeat(5001) }, 'Your post must be at most 5000 characters.'],
    [
      'content',
      { content: 'bad\u0000byte' },
      'Please remove the unsupported characters from your text.',
    ],
    ['clientId', { clientId: 'short' }, 'clientId must be 8 to 100 letters, digits or dashes'],
  ])('refuses a bad %s with a clear message', async (_, bad, message) => {
    const before = await rowCount(forumPosts)
    const response = await postsApi.$post(
      { json: { title: 'Fine title', content: 'Fine content', ...bad } },
      as(adaCookie),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(await rowCount(forumPosts)).toBe(before)
  })

  it('accepts a title and a post of exactly the limits', async () => {
    const post = await createPost('t'.repeat(120), 'c'.repeat(5000))
    expect(post.title).toHaveLength(120)
    expect(post.content).toHaveLength(5000)
  })

  it('answers 415 and 400, never 500, for a body that is not a JSON object', async () => {
    const plain = await request('/api/forum/posts', {
      method: 'POST',
      body: 'title=Hi',
      headers: { 'Content-Type': 'text/plain', Cookie: adaCookie },
    })
    expect(plain.status).toBe(415)
    const broken = await request('/api/forum/posts', {
      method: 'POST',
      body: '{"title": "Hi',
      headers: { 'Content-Type': 'application/json', Cookie: adaCookie },
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ error: 'Malformed JSON body' })
    const wrongType = await postAnyway({ title: 42, content: ['x'] })
    expect(wrongType.status).toBe(400)
  })

  it('refuses fields it does not know', async () => {
    const response = await postAnyway({ title: 'Hi', content: 'There', authorId: ben.id })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown field: authorId' })
  })
})

describe('plain text', () => {
  it('stores and answers HTML exactly as typed, as inert JSON strings', async () => {
    const title = '<script>alert("title")</script>'
    const content = `<img src=x onerror="alert('x')"> & <a href="javascript:alert(1)">win</a>`
    const post = await createPost(title, content)
    const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, post.id))
    expect(row!.title).toBe(title)
    expect(row!.content).toBe(content)

    const comment = '</textarea><script>document.cookie</script>'
    tick()
    await onePost.comments.$post({ ...byId(post.id), json: { content: comment } }, as(benCookie))

    const response = await onePost.$get(byId(post.id), as(benCookie))
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(text).toContain(JSON.stringify(title))
    expect(text).not.toContain('&lt;')
    const body = JSON.parse(text) as ForumPost
    expect(body.title).toBe(title)
    expect(body.content).toBe(content)
    expect(body.comments[0]!.content).toBe(comment)
  })
})

describe('GET /api/forum/posts', () => {
  it('lists newest first, with the caller’s own likes and posts marked', async () => {
    const older = await createPost('Older', 'First')
    const newer = await createPost('Newer', 'Second', benCookie)
    await onePost.like.$put(byId(older.id), as(benCookie))
    // Other tests' posts may sit around these two: their relative order is what counts.
    const posts = (await allPosts(benCookie)).filter((post) =>
      [older.id, newer.id].includes(post.id),
    )
    expect(posts.map((post) => post.id)).toEqual([newer.id, older.id])
    expect(posts[1]).toMatchObject({ likeCount: 1, likedByMe: true, mine: false })
    expect(posts[0]).toMatchObject({ likedByMe: false, mine: true })
    expect((await allPosts(adaCookie)).find((post) => post.id === older.id)).toMatchObject({
      likeCount: 1,
      likedByMe: false,
      mine: true,
    })
  })

  it('pages through every post once, newest first, even while new posts arrive', async () => {
    for (let i = 0; i < 3; i++) await createPost(`Paged ${i}`, 'Body')
    // Two posts at the very same instant, and a post 123 microseconds after another with a
    // lower id: a cursor that kept only milliseconds would skip one of them.
    await insertForumPost(db, ada.id, { createdAt: clock })
    await insertForumPost(db, ben.id, { createdAt: clock })
    const early = new Date('2026-02-01T00:00:00.000Z')
    const precise = await insertForumPost(db, ben.id, { createdAt: early })
    await db.execute(
      sql`update forum_posts set created_at = created_at + interval '123 microseconds'
        where id = ${precise.id}`,
    )
    await insertForumPost(db, ada.id, { createdAt: early })
    const listed = await everyPost()
    const everything = listed.map((post) => post.id)
    // The post that arrives while paging is newer than every other (whatever other tests made).
    const newest = Math.max(...listed.map((post) => Date.parse(post.createdAt)))

    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: PostQuery = { limit: '1', cursor: cursor || undefined }
      const response = await postsApi.$get({ query }, as(adaCookie))
      const page = await bodyAt(response, 200)
      expect(page.posts).toHaveLength(1)
      seen.push(...page.posts.map((post) => post.id))
      cursor = page.nextCursor
      if (pages === 0) await insertForumPost(db, ben.id, { createdAt: new Date(newest + 1000) })
      pages++
    } while (cursor)
    expect(seen).toEqual(everything)
    const times = (await everyPost()).map((post) => post.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('answers 20 posts by default, with a cursor to the next page', async () => {
    for (let i = 0; i < 21; i++) await insertForumPost(db, ben.id)
    const response = await postsApi.$get({ query: {} }, as(adaCookie))
    const page = await bodyAt(response, 200)
    expect(page.posts).toHaveLength(20)
    expect(page.nextCursor).toEqual(expect.any(String))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  const impossibleDate = Buffer.from('2026-02-30T00:00:00.000000Z|4').toString('base64url')
  it.each<[string, PostQuery, string]>([
    ['?limit=0', { limit: '0' }, 'limit must be a whole number from 1 to 50'],
    ['?limit=51', { limit: '51' }, 'limit must be a whole number from 1 to 50'],
    ['?limit=ten', { limit: 'ten' }, 'limit must be a whole number from 1 to 50'],
    ['?cursor=not-a-cursor', { cursor: 'not-a-cursor' }, 'Invalid cursor'],
    [`?cursor=${impossibleDate}`, { cursor: impossibleDate }, 'Invalid cursor'],
    ['?cursor=%3Cscript%3E', { cursor: '<script>' }, 'Invalid cursor'],
  ])('refuses %s with 400', async (_, query, message) => {
    const response = await postsApi.$get({ query }, as(adaCookie))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('embeds the newest 20 comments, oldest first, and GET /posts/:id has them all', async () => {
    const post = await createPost('Busy thread', 'Lots to say')
    for (let i = 0; i < 23; i++) {
      await insertForumComment(db, post.id, ben.id, {
        content: `Reply ${i}`,
        createdAt: new Date(clock.getTime() + i * 1000),
      })
    }
    const listed = (await allPosts()).find((item) => item.id === post.id)!
    expect(listed.commentCount).toBe(23)
    expect(listed.comments.map((comment) => comment.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Reply ${i + 3}`),
    )
    const full = await bodyAt(await onePost.$get(byId(post.id), as(adaCookie)), 200)
    expect(full.comments).toHaveLength(23)
    expect(full.comments[0]).toMatchObject({
      content: 'Reply 0',
      author: { displayName: 'Ben O.', initials: 'BO' },
      mine: false,
      likeCount: 0,
      likedByMe: false,
    })
  })
})

describe('GET /api/forum/posts?q=', () => {
  it('finds posts by words in their title or content, stemmed, newest first', async () => {
    const marker = `zephyrine${Date.now()}`
    const title = await createPost(`Cardboard ${marker} towers`, 'We stacked cups all afternoon.')
    const content = await createPost('Weekend ideas', `Our ${marker} puzzles were a hit.`)
    await createPost('Unrelated', 'Nothing to see here.')
    const search = async (q: string) => {
      const response = await postsApi.$get({ query: { q } }, as(benCookie))
      return (await bodyAt(response, 200)).posts.map((post) => post.id)
    }
    expect(await search(marker)).toEqual([content.id, title.id])
    // English stemming: "puzzle" finds "puzzles"; every word must match.
    expect(await search(`${marker} puzzle`)).toEqual([content.id])
    expect(await search(`${marker} -puzzles`)).toEqual([title.id])
    expect(await search('"no such phrase anywhere"')).toEqual([])
  })

  it('refuses a search longer than 100 characters with 400 JSON', async () => {
    const response = await postsApi.$get({ query: { q: 'a'.repeat(101) } }, as(benCookie))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Search for at most 100 characters.' })
  })

  it('treats search syntax as words, never as an error', async () => {
    for (const q of ['&&&', '!(', "'; drop table users; --", ':*', '""', 'a\u0000b', '\u0007']) {
      expect((await postsApi.$get({ query: { q } }, as(benCookie))).status).toBe(200)
    }
  })
})

describe('comments', () => {
  it('adds a comment and counts it on the post', async () => {
    const post = await createPost('Question', 'Anyone?')
    tick()
    const response = await onePost.comments.$post(
      { ...byId(post.id), json: { content: '  Me!  ' } },
      as(benCookie),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      postId: post.id,
      content: 'Me!',
      author: { displayName: 'Ben O.', initials: 'BO' },
      authorIsNew: false,
      createdAt: clock.toISOString(),
      likeCount: 0,
      likedByMe: false,
      mine: true,
      clientId: null,
    })
    const listed = (await allPosts()).find((item) => item.id === post.id)!
    expect(listed.commentCount).toBe(1)
    expect(listed.comments[0]).toMatchObject({ content: 'Me!', mine: false })
  })

  it('refuses an empty comment with the spec message and stores nothing', async () => {
    const post = await createPost('Question', 'Anyone?')
    const before = await rowCount(forumComments)
    const response = await onePost.comments.$post(
      { ...byId(post.id), json: { content: ' \n ' } },
      as(benCookie),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please enter a comment before submitting.',
    })
    const tooLong = await onePost.comments.$post(
      { ...byId(post.id), json: { content: 'x'.repeat(1001) } },
      as(benCookie),
    )
    expect(await tooLong.json()).toEqual({
      error: 'Your comment must be at most 1000 characters.',
    })
    expect(await rowCount(forumComments)).toBe(before)
  })

  it.each([['999999'], ['abc'], ['0']])('answers 404 on a missing post (%s)', async (id) => {
    const before = await rowCount(forumComments)
    const response = await onePost.comments.$post(
      { ...byId(id), json: { content: 'Hi' } },
      as(benCookie),
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Post not found' })
    expect(await rowCount(forumComments)).toBe(before)
  })

  it('answers 404 on a deleted post', async () => {
    const post = await createPost('Soon gone', 'Bye')
    expect((await onePost.$delete(byId(post.id), as(adaCookie))).status).toBe(204)
    const response = await onePost.comments.$post(
      { ...byId(post.id), json: { content: 'Hi' } },
      as(benCookie),
    )
    expect(response.status).toBe(404)
  })
})

describe('likes', () => {
  it('counts two PUTs from one member as one like, and DELETE takes it back', async () => {
    const post = await createPost('Like me', 'Please')
    const first = await onePost.like.$put(byId(post.id), as(benCookie))
    const second = await onePost.like.$put(byId(post.id), as(benCookie))
    expect(first.status).toBe(200)
    expect(await second.json()).toEqual({ likeCount: 1, likedByMe: true })
    const likes = await db.select().from(forumPostLikes).where(eq(forumPostLikes.postId, post.id))
    expect(likes).toHaveLength(1)

    await onePost.like.$put(byId(post.id), as(adaCookie))
    const unliked = await onePost.like.$delete(byId(post.id), as(benCookie))
    expect(await unliked.json()).toEqual({ likeCount: 1, likedByMe: false })
    const again = await onePost.like.$delete(byId(post.id), as(benCookie))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ likeCount: 1, likedByMe: false })
  })

  it('likes comments the same way', async () => {
    const post = await createPost('Comment likes', 'Here')
    const comment = await insertForumComment(db, post.id, ada.id)
    const like = oneComment.like
    await like.$put(byId(comment.id), as(benCookie))
    expect(await (await like.$put(byId(comment.id), as(benCookie))).json()).toEqual({
      likeCount: 1,
      likedByMe: true,
    })
    const rows = await db
      .select()
      .from(forumCommentLikes)
      .where(eq(forumCommentLikes.commentId, comment.id))
    expect(rows).toHaveLength(1)
    const full = await bodyAt(await onePost.$get(byId(post.id), as(benCookie)), 200)
    expect(full.comments[0]).toMatchObject({ likeCount: 1, likedByMe: true })
    expect(await (await like.$delete(byId(comment.id), as(benCookie))).json()).toEqual({
      likeCount: 0,
      likedByMe: false,
    })
  })

  it('answers 404 for a missing or deleted post or comment', async () => {
    const post = await createPost('Gone soon', 'Bye')
    const comment = await insertForumComment(db, post.id, ben.id)
    await onePost.$delete(byId(post.id), as(adaCookie))
    const likePost = (id: number) => onePost.like.$put(byId(id), as(benCookie))
    const likeComment = (id: number) => oneComment.like.$put(byId(id), as(benCookie))
    for (const [path, like] of [
      [`/api/forum/posts/${post.id}/like`, () => likePost(post.id)],
      [`/api/forum/comments/${comment.id}/like`, () => likeComment(comment.id)],
      ['/api/forum/posts/999999/like', () => likePost(999999)],
      ['/api/forum/comments/999999/like', () => likeComment(999999)],
    ] as const) {
      const response = await like()
      expect(response.status, path).toBe(404)
    }
  })
})

describe('deleting', () => {
  it('refuses to delete someone else’s post with 403 and keeps it', async () => {
    const post = await createPost('Mine', 'Not yours')
    const response = await onePost.$delete(byId(post.id), as(benCookie))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'You can only delete your own posts and comments.',
    })
    expect((await allPosts()).some((item) => item.id === post.id)).toBe(true)
  })

  it('lets the author delete a post: gone from every list, with its comments', async () => {
    const post = await createPost('Regrets', 'Deleting this')
    const comment = await insertForumComment(db, post.id, ben.id)
    expect((await onePost.$delete(byId(post.id), as(adaCookie))).status).toBe(204)
    expect((await allPosts(benCookie)).some((item) => item.id === post.id)).toBe(false)
    expect((await onePost.$get(byId(post.id), as(benCookie))).status).toBe(404)
    const reply = await oneComment.like.$put(byId(comment.id), as(benCookie))
    expect(reply.status).toBe(404)
    // Again from the author is fine; from anyone else it is simply not there.
    expect((await onePost.$delete(byId(post.id), as(adaCookie))).status).toBe(204)
    expect((await onePost.$delete(byId(post.id), as(benCookie))).status).toBe(404)
  })

  it('lets the author delete a comment and refuses anyone else', async () => {
    const post = await createPost('Thread', 'Talk')
    const comment = await insertForumComment(db, post.id, ben.id, { content: 'Oops' })
    const refused = await oneComment.$delete(byId(comment.id), as(adaCookie))
    expect(refused.status).toBe(403)
    expect((await oneComment.$delete(byId(comment.id), as(benCookie))).status).toBe(204)
    const full = await bodyAt(await onePost.$get(byId(post.id), as(adaCookie)), 200)
    expect(full.comments).toEqual([])
    expect(full.commentCount).toBe(0)
  })

  it('lets an admin delete anyone’s post or comment', async () => {
    const post = await createPost('Rule breaker', 'Spam')
    const comment = await insertForumComment(db, post.id, ben.id)
    expect((await oneComment.$delete(byId(comment.id), as(adminCookie))).status).toBe(204)
    expect((await onePost.$delete(byId(post.id), as(adminCookie))).status).toBe(204)
    const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, post.id))
    expect(row!.deletedBy).toBe(admin.id)
  })

  it('answers 404 for a post or comment that never existed', async () => {
    expect((await onePost.$delete(byId(999999), as(adaCookie))).status).toBe(404)
    expect((await oneComment.$delete(byId(999999), as(adaCookie))).status).toBe(404)
    expect((await onePost.$delete(byId('x'), as(adaCookie))).status).toBe(404)
  })
})

describe('a write queued offline by one member', () => {
  it('is refused, changing nothing, when another member is signed in now', async () => {
    const post = await createPost('Ada asks', 'Anyone tried the gear tower?')
    const before = await rowCount(forumPosts)
    const benExpectingAda = { headers: { Cookie: benCookie, 'X-Expected-User': String(ada.id) } }
    const response = await postsApi.$post(
      { json: { title: 'Queued by Ada', content: 'Sent after Ben signed in' } },
      benExpectingAda,
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'This was saved while someone else was signed in on this device, so it was not sent.',
    })
    expect(await rowCount(forumPosts)).toBe(before)

    const like = await onePost.like.$put(byId(post.id), benExpectingAda)
    expect(like.status).toBe(409)

    const own = await postsApi.$post(
      { json: { title: 'Queued by Ben', content: 'Sent as Ben' } },
      { headers: { Cookie: benCookie, 'X-Expected-User': String(ben.id) } },
    )
    expect(own.status).toBe(201)
  })
})
