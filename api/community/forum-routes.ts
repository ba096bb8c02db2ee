import type { Context } from 'hono'
import {
  forumMessages,
  NewCommentSchema,
  NewPostSchema,
  PostListQuerySchema,
  ReportSchema,
} from '#core/schemas/forum'
import { hasPermission } from '#core/staff-roles'
import { requireUser, tooManyRequests, waitText } from '../accounts'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { decodeCursor } from './forum-cursor'
import { setCommentLike, setPostLike } from './forum-likes'
import { getComment, getPost, listPosts } from './forum-queries'
import { type ReportTarget, reportItem } from './forum-reports'
import {
  type CreateResult,
  createComment,
  createPost,
  type DeleteResult,
  deleteComment,
  deletePost,
} from './forum-writes'

type ForumContext = Context<AppEnv>

function viewer(c: ForumContext) {
  return { userId: c.var.user!.id, newAccountHours: c.var.settings.forum.newAccountHours }
}

function writer(c: ForumContext) {
  return {
    userId: c.var.user!.id,
    now: c.var.clock(),
    settings: c.var.settings.forum,
    origin: c.var.settings.publicOrigin,
  }
}

function actor(c: ForumContext) {
  return { userId: c.var.user!.id, moderates: hasPermission(c.var.user!.roles, 'forum') }
}

const postNotFound = (c: ForumContext) => c.json(errorBody(forumMessages.postNotFound), 404)
const commentNotFound = (c: ForumContext) => c.json(errorBody(forumMessages.commentNotFound), 404)

/** The answer for a create that wrote nothing new (a replay, a limit, a vanished target). */
function refusal(
  c: ForumContext,
  result: Extract<CreateResult, { ok: false }>,
  kind: 'post' | 'comment',
) {
  const { settings } = c.var
  switch (result.reason) {
    case 'deleted':
      return c.json(
        errorBody(kind === 'post' ? forumMessages.postDeleted : forumMessages.commentDeleted),
        410,
      )
    case 'limited': {
      const wait = waitText(result.retryAfter)
      const message =
        kind === 'post'
          ? forumMessages.newAccountPosts(
              settings.forum.newAccountPosts,
              settings.forum.newAccountHours,
              wait,
            )
          : forumMessages.newAccountComments(
              settings.forum.newAccountComments,
              settings.forum.newAccountHours,
              wait,
            )
      return tooManyRequests(c, result.retryAfter, message)
    }
    case 'post-missing':
      return postNotFound(c)
    case 'client-id-reused':
      return c.json(errorBody(forumMessages.clientIdReused), 409)
  }
}

function deleted(c: ForumContext, result: DeleteResult, notFound: typeof postNotFound) {
  if (result === 'missing') return notFound(c)
  if (result === 'forbidden') return c.json(errorBody(forumMessages.notYours), 403)
  return c.body(null, 204)
}

async function report(c: ForumContext, target: ReportTarget, reason: string | undefined) {
  const result = await reportItem(c.var.db, c.var.user!.id, target, reason, c.var.clock())
  if (result === 'missing') return target.kind === 'post' ? postNotFound(c) : commentNotFound(c)
  if (result === 'own') return c.json(errorBody(forumMessages.ownReport), 400)
  return c.json({ message: forumMessages.reported }, result === 'created' ? 201 : 200)
}

/** The discussion forum (docs/decisions/021): signed-in members only. */
export const forumRoutes = createRouter()
  .use(requireUser)
  .get('/posts', validate('query', PostListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor)
    if (query.cursor !== undefined && !cursor) {
      return c.json(errorBody(forumMessages.invalidCursor), 400)
    }
    const page = { limit: query.limit, cursor, search: query.q || undefined }
    return c.json(await listPosts(c.var.db, viewer(c), page), 200)
  })
  .post('/posts', validate('json', NewPostSchema), async (c) => {
    const result = await createPost(c.var.db, writer(c), c.req.valid('json'))
    if (!result.ok) return refusal(c, result, 'post')
    const post = await getPost(c.var.db, viewer(c), result.id)
    // Deleted by a moderator between the write and this read: the same answer as a replay.
    if (!post) return c.json(errorBody(forumMessages.postDeleted), 410)
    return c.json(post, result.replayed ? 200 : 201)
  })
  .get('/posts/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const post = id ? await getPost(c.var.db, viewer(c), id) : undefined
    if (!post) return postNotFound(c)
    return c.json(post, 200)
  })
  .delete('/posts/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id) return postNotFound(c)
    return deleted(c, await deletePost(c.var.db, actor(c), id, c.var.clock()), postNotFound)
  })
  .post('/posts/:id/comments', validate('json', NewCommentSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id) return postNotFound(c)
    const result = await createComment(c.var.db, writer(c), id, c.req.valid('json'))
    if (!result.ok) return refusal(c, result, 'comment')
    const comment = await getComment(c.var.db, viewer(c), result.id)
    if (!comment) return c.json(errorBody(forumMessages.commentDeleted), 410)
    return c.json(comment, result.replayed ? 200 : 201)
  })
  .put('/posts/:id/like', async (c) => {
    const id = parseId(c.req.param('id'))
    const state = id ? await setPostLike(c.var.db, c.var.user!.id, id, true) : undefined
    if (!state) return postNotFound(c)
    return c.json(state, 200)
  })
  .delete('/posts/:id/like', async (c) => {
    const id = parseId(c.req.param('id'))
    const state = id ? await setPostLike(c.var.db, c.var.user!.id, id, false) : undefined
    if (!state) return postNotFound(c)
    return c.json(state, 200)
  })
  .post('/posts/:id/report', validate('json', ReportSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id) return postNotFound(c)
    return report(c, { kind: 'post', id }, c.req.valid('json').reason)
  })
  .delete('/comments/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id) return commentNotFound(c)
    const result = await deleteComment(c.var.db, actor(c), id, c.var.clock())
    return deleted(c, result, commentNotFound)
  })
  .put('/comments/:id/like', async (c) => {
    const id = parseId(c.req.param('id'))
    const state = id ? await setCommentLike(c.var.db, c.var.user!.id, id, true) : undefined
    if (!state) return commentNotFound(c)
    return c.json(state, 200)
  })
  .delete('/comments/:id/like', async (c) => {
    const id = parseId(c.req.param('id'))
    const state = id ? await setCommentLike(c.var.db, c.var.user!.id, id, false) : undefined
    if (!state) return commentNotFound(c)
    return c.json(state, 200)
  })
  .post('/comments/:id/report', validate('json', ReportSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id) return commentNotFound(c)
    return report(c, { kind: 'comment', id }, c.req.valid('json').reason)
  })
