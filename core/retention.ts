/**
 * How long the foundation keeps each kind of personal data (issue 37, docs/decisions/089), in
 * days: the one place the maintenance sweep deletes by and the privacy page states. Financial
 * records (orders and gifts) are not here: the law keeps them seven years, and deleting an
 * account empties their names and addresses (decision 088).
 */
export const retentionDays = {
  /** A storytelling form (a child's first name, age band, story idea, sketch), after the order is delivered… */
  storyAfterDelivery: 90,
  /** …and in any case after the order was placed, delivered or not. */
  storyAtMost: 365,
  /** A volunteer or programme application, or a barrier report, after staff declined it or it was withdrawn. */
  closedApplication: 365,
  /** A mailing-list sign-up never confirmed. */
  unconfirmedSignup: 30,
  /** An e-mail's copy (to whom, what it said), after it was sent or given up on; a push notice after it was written. */
  sentEmail: 90,
  /** A sign-in (the session: its device and times), at most, however often it is used. */
  signIn: 90,
  /** A forum post or comment after it was deleted (by its author or a moderator). */
  deletedForumItem: 30,
  /** The record of a privacy request answered (CCPA asks for 24 months), after it was answered. */
  answeredPrivacyRequest: 730,
} as const

export type RetainedRecord = keyof typeof retentionDays

const dayMs = 24 * 60 * 60 * 1000

/** The moment before which a record of this kind has been kept long enough. */
export function retentionCutoff(record: RetainedRecord, now: Date): Date {
  return new Date(now.getTime() - retentionDays[record] * dayMs)
}
