import * as v from 'valibot'
import { m } from '#i18n/messages'
import { email, optionalLine, text } from './fields'

/**
 * POST /api/accessibility-reports: a barrier someone met on the site, from the accessibility
 * statement's form (issue 35). Only what it takes to fix it and to answer: the e-mail to reply
 * to and what happened; the name, the page and what they use to browse are theirs to give.
 */
export const BarrierReportSchema = v.strictObject({
  name: optionalLine(120, () => m.forms_barrier_name_text()),
  email: email(),
  page: optionalLine(300, () => m.forms_barrier_page_text()),
  description: text(10, () => m.forms_barrier_description(), 4000),
  assistiveTechnology: optionalLine(200, () => m.forms_barrier_technology_text()),
})

export type BarrierReport = v.InferOutput<typeof BarrierReportSchema>
