import * as v from 'valibot'
import { m } from '#i18n/messages'
import { line, rowId, text } from './fields'

/**
 * The storytelling service (decision 039): the kickoff call a family chooses at checkout from the
 * slots staff publish (decision 062), and the intake they send once paid.
 */

/**
 * The programme is for ages 6 to 12 (its page, its tiers, issue 32): the bands an intake offers.
 * Intakes stored before kept '4-5', which the database still admits.
 */
export const storytellingAgeBands = ['6-8', '9-12'] as const
export type StorytellingAgeBand = (typeof storytellingAgeBands)[number]

/**
 * The service's refusals, in the language of the moment (the page's, or the API request's): read
 * each where it is shown or sent. The slots' are staff's, and stay English (decision 077).
 */
export const storytellingMessages = {
  get childName() {
    return m.forms_story_child_name()
  },
  get ageBand() {
    return m.forms_story_age_band()
  },
  get storyIdea() {
    return m.forms_story_idea()
  },
  get notYours() {
    return m.forms_order_not_found()
  },
  get notStorytelling() {
    return m.forms_story_not_storytelling()
  },
  get notPaid() {
    return m.forms_story_not_paid()
  },
  get noCall() {
    return m.forms_story_no_call()
  },
  get chooseCall() {
    return m.forms_choose_call_time()
  },
  get noCallInOrder() {
    return m.forms_story_no_call_in_order()
  },
  get slotTaken() {
    return m.forms_story_slot_taken()
  },
  get slotGone() {
    return m.forms_story_slot_gone()
  },
  slotBooked: 'A booked time cannot be removed. Ask the family to choose another first.',
  slotExists: 'There is already a call at that time.',
  slotPast: 'Please choose a time in the future.',
  get sketchMissing() {
    return m.forms_story_sketch_missing()
  },
  get sketchFormFirst() {
    return m.forms_story_sketch_form_first()
  },
  get noSketch() {
    return m.forms_story_no_sketch()
  },
} as const

export const StoryIntakeSchema = v.strictObject({
  /** First name or nickname only: never a surname (COPPA, decision 039). */
  childName: line(1, () => storytellingMessages.childName, 30),
  ageBand: v.picklist(storytellingAgeBands, () => storytellingMessages.ageBand),
  storyIdea: text(10, () => storytellingMessages.storyIdea, 2000),
})
export type StoryIntake = v.InferOutput<typeof StoryIntakeSchema>
/** An intake as stored: one sent before the programme had one age range may say '4-5'. */
export type StoredIntake = Omit<StoryIntake, 'ageBand'> & { ageBand: StorytellingAgeBand | '4-5' }

export const BookingSchema = v.strictObject({
  slotId: rowId(() => storytellingMessages.slotGone),
})

/** POST /api/admin/storytelling/slots. */
export const SlotSchema = v.strictObject({
  startsAt: v.pipe(
    v.string('Start must be a date and time'),
    v.isoTimestamp('Start must be a date and time with its time zone, like 2026-12-01T16:00:00Z'),
  ),
  minutes: v.optional(
    v.pipe(
      v.number('Minutes must be a whole number from 15 to 120'),
      v.integer('Minutes must be a whole number from 15 to 120'),
      v.minValue(15, 'Minutes must be a whole number from 15 to 120'),
      v.maxValue(120, 'Minutes must be a whole number from 15 to 120'),
    ),
    30,
  ),
  location: line(1, 'Say how the family joins: a video-call link, or "We call you"', 300),
})
export type SlotInput = v.InferOutput<typeof SlotSchema>

export interface OpenSlot {
  id: number
  startsAt: string
  minutes: number
  location: string
}

/** GET /api/storytelling/orders/:id: the family's side of a paid storytelling order. */
export interface StorytellingOrder {
  orderId: number
  paid: boolean
  /** The storytelling packages in the order. */
  packages: string[]
  kickoffCall: boolean
  intake: (StoredIntake & { hasSketch: boolean }) | null
  booking: OpenSlot | null
}

/**
 * GET /api/admin/storytelling/slots: each slot with the order holding it, unpaid (held at
 * checkout) or paid, and the child's name once the story form is in.
 */
export interface AdminSlot extends OpenSlot {
  booking: { orderId: number; childName: string | null; email: string; paid: boolean } | null
}

/** GET /api/admin/storytelling/intakes. */
export interface AdminIntake extends StoredIntake {
  id: number
  orderId: number
  packages: string[]
  email: string
  parentName: string
  hasSketch: boolean
  booking: OpenSlot | null
  createdAt: string
}
