import * as v from 'valibot'
import { line, text } from './fields'

export const newsletterMessages = {
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write the newsletter',
  notFound: 'Newsletter not found',
  notDraft: 'Only a draft can be edited or sent',
  notSending: 'Only a newsletter being sent can be paused',
  notPaused: 'Only a paused newsletter can be resumed',
  noSubscribers: 'There are no confirmed subscribers to send to yet',
} as const

/** What staff write in /admin → Newsletter: a subject and a Markdown body. */
export const NewsletterDraftSchema = v.strictObject({
  subject: line(1, newsletterMessages.subjectRequired, 200),
  body: text(1, newsletterMessages.bodyRequired, 50_000),
})

export type NewsletterDraft = v.InferOutput<typeof NewsletterDraftSchema>
