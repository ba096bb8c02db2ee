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

const subject = line(1, newsletterMessages.subjectRequired, 200)
const body = text(1, newsletterMessages.bodyRequired, 50_000)

/** The parts of a newsletter staff write in Spanish too (decision 079). */
export const newsletterTextFields = ['subject', 'body'] as const

/**
 * A newsletter's Spanish version (decision 079), for subscribers who signed up in Spanish and
 * sponsors who gave in Spanish; each part optional, a missing one is sent in English.
 */
export interface NewsletterSpanish {
  subject?: string
  body?: string
}

/** A Spanish part left blank is one not translated yet: left out, so it is sent in English. */
const untranslatedWhenBlank = v.transform((part: string) => (part === '' ? undefined : part))

/**
 * The Spanish version, each part held to the English part's rules (a blank one is left out);
 * null when neither is written, which clears it.
 */
export const NewsletterSpanishSchema = v.nullable(
  v.pipe(
    v.strictObject({
      subject: v.optional(
        v.pipe(line(0, newsletterMessages.subjectRequired, 200), untranslatedWhenBlank),
      ),
      body: v.optional(
        v.pipe(text(0, newsletterMessages.bodyRequired, 50_000), untranslatedWhenBlank),
      ),
    }),
    v.transform((parts): NewsletterSpanish | null => {
      const written: NewsletterSpanish = {}
      for (const part of newsletterTextFields) {
        if (parts[part] !== undefined) written[part] = parts[part]
      }
      return Object.keys(written).length > 0 ? written : null
    }),
  ),
)

/**
 * What staff write in /admin → Newsletter: a subject, a Markdown body, who gets it, and its
 * Spanish version (`es`, taken whole: null clears it, left out keeps it as it is).
 */
export const NewsletterDraftSchema = v.strictObject({
  subject,
  body,
  audience: v.optional(
    v.picklist(newsletterAudiences, 'Audience must be subscribers or sponsors'),
    'subscribers',
  ),
  es: v.optional(NewsletterSpanishSchema),
})

export type NewsletterDraft = v.InferOutput<typeof NewsletterDraftSchema>
