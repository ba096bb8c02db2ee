import type { Context } from 'hono'
import {
  MarkdownPreviewSchema,
  ResourceCreateSchema,
  ResourceUpdateSchema,
  resourceMessages,
} from '#core/schemas/admin-content'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import {
  createResource,
  listResourcesForStaff,
  type ResourceOutcome,
  updateResource,
} from '../community'
import { errorBody } from '../lib/errors'
import { renderPageMarkdown } from '../lib/markdown'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'

const refusals = {
  'in-use': [409, resourceMessages.inUse],
  'not-found': [404, resourceMessages.notFound],
  hosted: [409, resourceMessages.wrongSource],
  linked: [409, resourceMessages.wrongSourceLink],
} as const

function answer(c: Context<AppEnv>, outcome: ResourceOutcome, status: 200 | 201) {
  if (outcome.ok) return c.json(outcome.resource, status)
  const [refusal, message] = refusals[outcome.reason]
  return c.json(errorBody(message), refusal)
}

/**
 * The resource library for staff (decision 032): every resource with its Markdown, drafts too;
 * add a link or a hosted guide; edit, publish and unpublish; preview Markdown as the page shows it.
 */
export const contentAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listResourcesForStaff(c.var.db), 200))
  .post('/', validate('json', ResourceCreateSchema), async (c) =>
    answer(c, await createResource(c.var.db, c.req.valid('json'), c.var.user!), 201),
  )
  .post('/preview', validate('json', MarkdownPreviewSchema), (c) =>
    c.json({ html: renderPageMarkdown(c.req.valid('json').body) }, 200),
  )
  .patch('/:id', validate('json', ResourceUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json(errorBody(resourceMessages.notFound), 404)
    const { db, clock, user } = c.var
    return answer(c, await updateResource(db, id, c.req.valid('json'), user!, clock()), 200)
  })
