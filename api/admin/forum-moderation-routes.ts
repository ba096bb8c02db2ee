import type { Context } from 'hono'
import { forumMessages } from '#core/schemas/forum'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import {
  deleteComment,
  deletePost,
  dismissReports,
  listReportedItems,
  type ReportTarget,
} from '../community'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'

function staff(c: Context<AppEnv>) {
  return { userId: c.var.user!.id, moderates: true }
}

function notFound(c: Context<AppEnv>, kind: ReportTarget['kind']) {
  const message = kind === 'post' ? forumMessages.postNotFound : forumMessages.commentNotFound
  return c.json(errorBody(message), 404)
}

async function remove(c: Context<AppEnv>, kind: ReportTarget['kind']) {
  const id = parseId(c.req.param('id') ?? '')
  if (!id) return notFound(c, kind)
  const now = c.var.clock()
  const result =
    kind === 'post'
      ? await deletePost(c.var.db, staff(c), id, now)
      : await deleteComment(c.var.db, staff(c), id, now)
  if (result === 'missing') return notFound(c, kind)
  return c.body(null, 204)
}

async function dismiss(c: Context<AppEnv>, kind: ReportTarget['kind']) {
  const id = parseId(c.req.param('id') ?? '')
  const found = id ? await dismissReports(c.var.db, staff(c), { kind, id }, c.var.clock()) : false
  if (!found) return notFound(c, kind)
  return c.body(null, 204)
}

/**
 * Moderation (docs/decisions/021): what members reported, removing an item (it vanishes from
 * every list, its reports closed as removed) or dismissing its reports (it stays).
 */
export const forumModerationRoutes = createRouter()
  .get('/reports', async (c) => c.json(await listReportedItems(c.var.db), 200))
  .delete('/posts/:id', (c) => remove(c, 'post'))
  .delete('/comments/:id', (c) => remove(c, 'comment'))
  .post('/posts/:id/dismiss-reports', (c) => dismiss(c, 'post'))
  .post('/comments/:id/dismiss-reports', (c) => dismiss(c, 'comment'))
