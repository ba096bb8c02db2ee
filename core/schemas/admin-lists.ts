import * as v from 'valibot'
import { applicationStatusValues } from '../application-statuses'
import { plain, text } from './fields'

export const applicationMessages = {
  notFound: 'Application not found',
  transition: (from: string, to: string) => `An application that is ${from} cannot become ${to}`,
  nothingToChange: 'Send a status or notes to change',
} as const

/** The filters every back-office list takes (decision 031): all optional. */
export const ListQuerySchema = v.object({
  status: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,30}$/, 'Unknown status'))),
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters'), plain()),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number'))),
})

export type ListQuery = v.InferOutput<typeof ListQuerySchema>

/** PATCH of a volunteer or program application: its status, staff's notes, or both. */
export const ApplicationUpdateSchema = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(applicationStatusValues, 'Unknown application status')),
    notes: v.optional(text(0, 'Notes must be at most 5000 characters', 5000)),
  }),
  v.check(
    (update) => update.status !== undefined || update.notes !== undefined,
    applicationMessages.nothingToChange,
  ),
)

export type ApplicationUpdate = v.InferOutput<typeof ApplicationUpdateSchema>
