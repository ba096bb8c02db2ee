import {
  BookingSchema,
  SlotSchema,
  StoryIntakeSchema,
  storytellingMessages,
} from '#core/schemas/storytelling'
import { createRouter } from '../lib/app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { requireUser } from '../lib/session-middleware'
import { validate } from '../lib/validate'
import {
  bookSlot,
  createSlot,
  deleteSlot,
  familyOrder,
  intakesForStaff,
  openSlots,
  saveIntake,
  slotsForStaff,
} from './bookings'

const refusals = {
  missing: [404, storytellingMessages.notYours],
  'not-storytelling': [404, storytellingMessages.notStorytelling],
} as const

/**
 * The storytelling service after payment (decision 039), for the member who placed the order:
 * GET /api/storytelling/orders/:id, PUT …/intake, GET /api/storytelling/slots and
 * POST …/booking (201, with the confirmation and its .ics e-mailed).
 */
export const storytellingRoutes = createRouter()
  .use(requireUser)
  .get('/slots', async (c) => c.json(await openSlots(c.var.db, c.var.clock()), 200))
  .get('/orders/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const found = id === null ? null : await familyOrder(c.var.db, c.var.user!.id, id)
    if (!found?.ok) {
      const [status, message] = refusals[found?.reason ?? 'missing']
      return c.json(errorBody(message), status)
    }
    return c.json(found.view, 200)
  })
  .put('/orders/:id/intake', validate('json', StoryIntakeSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, user, clock } = c.var
    const found = id === null ? null : await familyOrder(db, user!.id, id)
    if (!found?.ok) {
      const [status, message] = refusals[found?.reason ?? 'missing']
      return c.json(errorBody(message), status)
    }
    if (!found.view.paid) return c.json(errorBody(storytellingMessages.notPaid), 409)
    await saveIntake(db, found.order.id, c.req.valid('json'), clock())
    const saved = await familyOrder(db, user!.id, found.order.id)
    return c.json(saved.ok ? saved.view : found.view, 200)
  })
  .post('/orders/:id/booking', validate('json', BookingSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, user, clock, settings } = c.var
    const found = id === null ? null : await familyOrder(db, user!.id, id)
    if (!found?.ok) {
      const [status, message] = refusals[found?.reason ?? 'missing']
      return c.json(errorBody(message), status)
    }
    if (!found.view.paid) return c.json(errorBody(storytellingMessages.notPaid), 409)
    if (!found.view.kickoffCall) return c.json(errorBody(storytellingMessages.noCall), 409)
    if (!found.view.intake) return c.json(errorBody(storytellingMessages.intakeFirst), 409)
    const booked = await bookSlot(db, {
      orderId: found.order.id,
      slotId: c.req.valid('json').slotId,
      now: clock(),
      order: found.order,
      origin: settings.publicOrigin,
    })
    if (!booked.ok) {
      const message =
        booked.reason === 'taken' ? storytellingMessages.slotTaken : storytellingMessages.slotGone
      return c.json(errorBody(message), 409)
    }
    const saved = await familyOrder(db, user!.id, found.order.id)
    return c.json(saved.ok ? saved.view : found.view, 201)
  })

/** Staff (under /api/admin): publish and remove call slots, see bookings and intakes. */
export const storytellingAdminRoutes = createRouter()
  .get('/slots', async (c) => c.json(await slotsForStaff(c.var.db, c.var.clock()), 200))
  .post('/slots', validate('json', SlotSchema), async (c) => {
    const input = c.req.valid('json')
    const now = c.var.clock()
    if (new Date(input.startsAt).getTime() <= now.getTime()) {
      return c.json(errorBody(storytellingMessages.slotPast), 422)
    }
    const created = await createSlot(c.var.db, input, c.var.user!.id, now)
    if (!created.ok) return c.json(errorBody(storytellingMessages.slotExists), 409)
    return c.json(created.slot, 201)
  })
  .delete('/slots/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const outcome = id === null ? 'missing' : await deleteSlot(c.var.db, id)
    if (outcome === 'missing') return c.json(errorBody('Slot not found'), 404)
    if (outcome === 'booked') return c.json(errorBody(storytellingMessages.slotBooked), 409)
    return c.json({ id, deleted: true as const }, 200)
  })
  .get('/intakes', async (c) => c.json(await intakesForStaff(c.var.db), 200))
