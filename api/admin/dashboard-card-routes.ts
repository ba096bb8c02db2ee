import {
  cardMessages,
  EducationStatCreateSchema,
  EducationStatUpdateSchema,
  NetworkingContactCreateSchema,
  NetworkingContactUpdateSchema,
} from '#core/schemas/admin-cards'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { listEducationStats, listNetworkingContacts } from './dashboard'
import {
  createEducationStat,
  createNetworkingContact,
  removeEducationStat,
  removeNetworkingContact,
  updateEducationStat,
  updateNetworkingContact,
} from './dashboard-cards'

/** `/api/admin/education-stats`: the list (SPEC), and staff's add, change, remove (decision 034). */
export const educationStatRoutes = createRouter()
  .get('/', async (c) => c.json(await listEducationStats(c.var.db), 200))
  .post('/', validate('json', EducationStatCreateSchema), async (c) =>
    c.json(await createEducationStat(c.var.db, c.req.valid('json'), c.var.user!), 201),
  )
  .patch('/:id', validate('json', EducationStatUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const row = id && (await updateEducationStat(c.var.db, id, c.req.valid('json'), c.var.user!))
    if (!row) return c.json(errorBody(cardMessages.statNotFound), 404)
    return c.json(row, 200)
  })
  .delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id || !(await removeEducationStat(c.var.db, id, c.var.user!))) {
      return c.json(errorBody(cardMessages.statNotFound), 404)
    }
    return c.body(null, 204)
  })

/** `/api/admin/networking-contacts`: likewise for the professional network. */
export const networkingContactRoutes = createRouter()
  .get('/', async (c) => c.json(await listNetworkingContacts(c.var.db), 200))
  .post('/', validate('json', NetworkingContactCreateSchema), async (c) =>
    c.json(await createNetworkingContact(c.var.db, c.req.valid('json'), c.var.user!), 201),
  )
  .patch('/:id', validate('json', NetworkingContactUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const row =
      id && (await updateNetworkingContact(c.var.db, id, c.req.valid('json'), c.var.user!))
    if (!row) return c.json(errorBody(cardMessages.contactNotFound), 404)
    return c.json(row, 200)
  })
  .delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (!id || !(await removeNetworkingContact(c.var.db, id, c.var.user!))) {
      return c.json(errorBody(cardMessages.contactNotFound), 404)
    }
    return c.body(null, 204)
  })
