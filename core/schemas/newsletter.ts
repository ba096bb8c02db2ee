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

/**
 * Who a newsletter goes to (decision 061): the mailing list's confirmed subscribers, or the
 * current student sponsors (the term update they were promised).
 */
export const newsletterAudiences = ['subscribers', 'sponsors'] as const
export type NewsletterAudience = (typeof newsletterAudiences)[number]

/** What staff write in /admin → Newsletter: a subject, a Markdown body and who gets it. */
export const NewsletterDraftSchema = v.strictObject({
  subject: line(1, newsletterMessages.subjectRequired, 200),
  body: text(1, newsletterMessages.bodyRequired, 50_000),
  audience: v.optional(
    v.picklist(newsletterAudiences, 'Audience must be subscribers or sponsors'),
    'subscribers',
  ),
})

/**
 * A newsletter's Spanish version (decision 079), for subscribers who signed up in Spanish; each
 * part optional, a missing one is sent in English.
 */
export interface NewsletterSpanish {
  subject?: string
  body?: string
}

export type NewsletterDraft = v.InferOutput<typeof NewsletterDraftSchema>
