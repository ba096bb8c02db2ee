import * as v from 'valibot'
import { m } from '#i18n/messages'
import { email, line, text } from './fields'

/**
 * POST /api/accessibility-reports: a barrier someone met on the site, from the accessibility
 * statement's form (issue 35). Only what it takes to fix it and to answer: the e-mail to reply
 * to and what happened; the name, the page and what they use to browse are theirs to give.
 */
export const BarrierReportSchema = v.strictObject({
  name: v.optional(
    line(0, () => m.forms_at_most({ max: 120 }), 120),
    '',
  ),
  email: email(),
  page: v.optional(
    line(0, () => m.forms_at_most({ max: 300 }), 300),
    '',
  ),
  description: text(10, () => m.forms_barrier_description(), 4000),
  assistiveTechnology: v.optional(
    line(0, () => m.forms_at_most({ max: 200 }), 200),
    '',
  ),
})

export type BarrierReport = v.InferOutput<typeof BarrierReportSchema>
