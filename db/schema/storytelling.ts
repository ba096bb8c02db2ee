/** Storytelling: kickoff-call slots, the families' intakes and their bookings. */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { bytea, createdAt } from './columns'
import { orders } from './shop'

export const storytellingAgeBands = ['4-5', '6-8', '9-12'] as const

/**
 * Kickoff-call times staff publish for Creator Pro and Legacy families (decision 039). A slot is
 * held by at most one order (storytelling_bookings).
 */
export const storytellingSlots = pgTable(
  'storytelling_slots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull().default(30),
    /** How the family joins: a video-call link or "We call you" (shown and in the .ics). */
    location: text('location').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storytelling_slots_starts_at_unique').on(t.startsAt),
    check('storytelling_slots_minutes_valid', sql`${t.minutes} between 15 and 120`),
  ],
)

/**
 * What a family tells the storytelling team after paying (decision 039): the child's first name
 * or nickname and an age band only — no surname, photo or school (COPPA) — the story idea and an
 * optional sketch (re-encoded, metadata stripped, served only to the family and staff).
 */
export const storytellingIntakes = pgTable(
  'storytelling_intakes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    ageBand: text('age_band', { enum: storytellingAgeBands }).notNull(),
    storyIdea: text('story_idea').notNull(),
    sketch: bytea('sketch'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storytelling_intakes_order_unique').on(t.orderId),
    check('storytelling_intakes_age_band_valid', sql`${t.ageBand} in ('4-5', '6-8', '9-12')`),
  ],
)

/**
 * The kickoff call an order holds (decision 062): chosen at checkout and held with the unpaid
 * order like its stock, kept once paid, movable afterwards. One row per slot (the unique index);
 * a row whose order is no longer live (cancelled, failed, fully refunded) holds nothing, and the
 * next family to take that slot replaces it under the slot's row lock.
 */
export const storytellingBookings = pgTable(
  'storytelling_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => storytellingSlots.id, { onDelete: 'restrict' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** When the reminder a day before the call was queued; a new time clears it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('storytelling_bookings_slot_unique').on(t.slotId)],
)
