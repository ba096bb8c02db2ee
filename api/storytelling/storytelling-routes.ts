import type { Context } from 'hono'
import * as v from 'valibot'
import {
  BookingSchema,
  SlotSchema,
  StoryIntakeSchema,
  storytellingMessages,
} from '#core/schemas/storytelling'
import { requireUser } from '../accounts'
import { type AppEnv, createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { ImageRejected, processPrivateImage } from '../media'
import {
  bookSlot,
  createSlot,
  deleteSlot,
  familyOrder,
  intakesForStaff,
  openSlots,
  saveIntake,
  saveSketch,
  sketchOf,
  slotsForStaff,
} from './bookings'

/** The sketch upload's path, which the API's body limit leaves to the image limit. */
export const sketchUploadPath = /^\/api\/storytelling\/orders\/\d+\/sketch$/

const SketchSchema = v.object({ file: v.file(() => storytellingMessages.sketchMissing) })

const rejectionStatus = { size: 413, type: 415, unreadable: 422, pixels: 422, width: 422 } as const

/**
 * The signed-in member's storytelling order named by `:id`, or the answer refusing it (404 for
 * anyone else's order, or one without a storytelling package).
 */
async function ownStoryOrder(c: Context<AppEnv>) {
  const id = parseId(c.req.param('id') ?? '')
  const found = id === null ? null : await familyOrder(c.var.db, c.var.user!.id, id)
  if (found?.ok) return found
  const message =
    found?.reason === 'not-storytelling'
      ? storytellingMessages.notStorytelling
      : storytellingMessages.notYours
  return c.json(errorBody(message), 404)
}

/** A sketch as only its family and staff may see it: never cached, never stored elsewhere. */
function sketchResponse(jpeg: Uint8Array) {
  return new Response(Buffer.from(jpeg), {
    status: 200,
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline; filename="sketch.jpg"',
    },
  })
}

/**
 * The storytelling service (decisions 039, 062): GET /api/storytelling/slots, the open call
 * times, for anyone (the checkout offers them before sign-in); for the member who placed the
 * order, GET /api/storytelling/orders/:id, PUT …/intake, PUT …/sketch and POST …/booking (201,
 * moving the call chosen at checkout, with the confirmation and its .ics e-mailed).
 */
export const storytellingRoutes = createRouter()
  .get('/slots', async (c) => c.json(await openSlots(c.var.db, c.var.clock()), 200))
  .use(requireUser)
  .get('/orders/:id', async (c) => {
    const found = await ownStoryOrder(c)
    if (found instanceof Response) return found
    return c.json(found.view, 200)
  })
  .put('/orders/:id/intake', validate('json', StoryIntakeSchema), async (c) => {
    const { db, user, clock } = c.var
    const found = await ownStoryOrder(c)
    if (found instanceof Response) return found
    if (!found.view.paid) return c.json(errorBody(storytellingMessages.notPaid), 409)
    await saveIntake(db, found.order.id, c.req.valid('json'), clock())
    const saved = await familyOrder(db, user!.id, found.order.id)
    return c.json(saved.ok ? saved.view : found.view, 200)
  })
  .put('/orders/:id/sketch', validate('form', SketchSchema), async (c) => {
    const { db, user, clock } = c.var
    const found = await ownStoryOrder(c)
    if (found instanceof Response) return found
    if (!found.view.intake) return c.json(errorBody(storytellingMessages.sketchFormFirst), 409)
    let jpeg: Buffer
    try {
      jpeg = await processPrivateImage(new Uint8Array(await c.req.valid('form').file.arrayBuffer()))
    } catch (error) {
      if (error instanceof ImageRejected) {
        return c.json(errorBody(error.message), rejectionStatus[error.reason])
      }
      throw error
    }
    await saveSketch(db, found.order.id, jpeg, clock())
    const saved = await familyOrder(db, user!.id, found.order.id)
    return c.json(saved.ok ? saved.view : found.view, 200)
  })
  .get('/orders/:id/sketch', async (c) => {
    const found = await ownStoryOrder(c)
    if (found instanceof Response) return found
    const sketch = await sketchOf(c.var.db, { orderId: found.order.id })
    if (!sketch) return c.json(errorBody(storytellingMessages.noSketch), 404)
    return sketchResponse(sketch)
  })
  .post('/orders/:id/booking', validate('json', BookingSchema), async (c) => {
    const { db, user, clock, settings } = c.var
    const found = await ownStoryOrder(c)
    if (found instanceof Response) return found
    if (!found.view.paid) return c.json(errorBody(storytellingMessages.notPaid), 409)
    if (!found.view.kickoffCall) return c.json(errorBody(storytellingMessages.noCall), 409)
    const booked = await bookSlot(db, {
      orderId: found.order.id,
      slotId: c.req.valid('json').slotId,
      now: clock(),
      order: found.order,
      origin: settings.publicOrigin,
      timeZone: settings.giving.timeZone,
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
  .get('/intakes/:id/sketch', async (c) => {
    const id = parseId(c.req.param('id'))
    const sketch = id === null ? null : await sketchOf(c.var.db, { intakeId: id })
    if (!sketch) return c.json(errorBody(storytellingMessages.noSketch), 404)
    return sketchResponse(sketch)
  })
