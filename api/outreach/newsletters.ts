import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import type { DonationStatus } from '#core/donation-facts'
import { type Locale, localizedPath } from '#core/locale'
import {
  type NewsletterAudience,
  type NewsletterDraft,
  newsletterTextFields,
} from '#core/schemas/newsletter'
import { inLanguage } from '#core/staff-text'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { donations } from '../../db/schema/giving'
import { outbox } from '../../db/schema/mail'
import { newsletters, subscribers } from '../../db/schema/outreach'
import { donorPaths } from '../giving'
import { startLoop } from '../lib/background-loop'
import { renderMailMarkdown } from '../lib/markdown'
import { sendMail } from '../mail'
import type { GivingSettings } from '../settings'
import { unsubscribeHeaders } from './subscribers'

export type NewsletterRow = typeof newsletters.$inferSelect

/** A newsletter's Markdown body as the HTML of its e-mail (decision 030). */
export function renderNewsletterHtml(body: string): string {
  return renderMailMarkdown(body)
}

/**
 * A newsletter's subject and body in `locale` (decision 079): each Spanish part staff wrote, the
 * English where they did not; English as written for English.
 */
export function newsletterIn(row: NewsletterRow, locale: Locale) {
  const { subject, body } = inLanguage(
    { subject: row.subject, body: row.body },
    row.es,
    newsletterTextFields,
    locale,
  )
  return { subject, body }
}

export async function createNewsletter(db: Database, draft: NewsletterDraft, userId: number) {
  const [row] = await db
    .insert(newsletters)
    .values({ ...draft, createdBy: userId })
    .returning()
  return row!
}

export async function findNewsletter(db: Database, id: number) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id))
  return row
}

/** Edits a draft; answers undefined when the newsletter is not (or no longer) a draft. */
export async function updateDraft(db: Database, id: number, draft: NewsletterDraft) {
  const [row] = await db
    .update(newsletters)
    .set(draft)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning()
  return row
}

/** Every newsletter, newest first, with its copies counted by delivery state. */
export async function listNewsletters(db: Database) {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(100)
  const ids = rows.map((row) => row.id)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            newsletterId: outbox.newsletterId,
            queued: count(),
            sent: sql<number>`count(${outbox.sentAt})::int`,
            failed: sql<number>`count(${outbox.failedAt})::int`,
          })
          .from(outbox)
          .where(inArray(outbox.newsletterId, ids))
          .groupBy(outbox.newsletterId)
  const byId = new Map(counts.map((c) => [c.newsletterId, c]))
  return rows.map((row) => {
    const c = byId.get(row.id)
    return {
      id: row.id,
      subject: row.subject,
      body: row.body,
      es: row.es,
      status: row.status,
      audience: row.audience,
      createdAt: row.createdAt,
      startedAt: row.startedAt,
      queuedAt: row.queuedAt,
      recipients: row.recipients,
      // Copies the retention sweep deleted are still counted (core/retention.ts).
      queued: (c?.queued ?? 0) + row.sweptSent + row.sweptFailed,
      sent: (c?.sent ?? 0) + row.sweptSent,
      failed: (c?.failed ?? 0) + row.sweptFailed,
    }
  })
}

/**
 * A copy to one address, outside the list: staff's "send a test to yourself" — and a second, in
 * Spanish, when the newsletter has a Spanish version.
 */
export async function sendTestCopy(db: Database, row: NewsletterRow, to: string) {
  const locales: Locale[] = row.es ? ['en', 'es'] : ['en']
  for (const locale of locales) {
    const { subject, body } = newsletterIn(row, locale)
    await sendMail(db, {
      to,
      subject: `[Test] ${subject}`,
      body,
      html: renderNewsletterHtml(body),
      locale,
    })
  }
}

/** A sponsor still giving (decision 061): paid up, being retried, or pledged by check. */
const sponsorStatuses: DonationStatus[] = ['paid', 'past_due', 'pledged']

/**
 * The sponsorships whose donors get a term update: current ones, each address once (its
 * earliest current sponsorship stands for the others).
 */
const currentSponsorships = and(
  eq(donations.program, 'sponsorship'),
  inArray(donations.status, sponsorStatuses),
  isNotNull(donations.donorEmail),
  sql`not exists (select 1 from ${donations} as earlier
    where earlier.program = 'sponsorship'
      and earlier.status in (${sql.join(
        sponsorStatuses.map((status) => sql`${status}`),
        sql`, `,
      )})
      and lower(earlier.donor_email) = lower(${donations.donorEmail})
      and earlier.id < ${donations.id})`,
)

async function audienceSize(db: Database, audience: NewsletterAudience) {
  const [row] =
    audience === 'sponsors'
      ? await db
          .select({ n: countDistinct(sql`lower(${donations.donorEmail})`) })
          .from(donations)
          .where(currentSponsorships)
      : await db.select({ n: count() }).from(subscribers).where(eq(subscribers.status, 'confirmed'))
  return row!.n
}

/**
 * Starts sending a draft: its audience now (confirmed subscribers, or current sponsors) is its
 * recipients (the progress bar's whole); copies are queued by `queueNewsletterBatch`. Answers
 * undefined for a non-draft.
 */
export async function startSending(db: Database, id: number, now: Date) {
  const draft = await findNewsletter(db, id)
  if (draft?.status !== 'draft') return undefined
  const recipients = await audienceSize(db, draft.audience)
  const [row] = await db
    .update(newsletters)
    .set({ status: 'sending', recipients, startedAt: now })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning()
  return row
}

/** sending → paused, or paused → sending; undefined when the newsletter is in neither. */
export async function setPaused(db: Database, id: number, paused: boolean) {
  const [row] = await db
    .update(newsletters)
    .set({ status: paused ? 'paused' : 'sending' })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, paused ? 'sending' : 'paused')))
    .returning()
  return row
}

export interface NewsletterContext {
  origin: string
  /** Signs the unsubscribe links (its `linkSecret`) and the sponsors' manage links. */
  giving: GivingSettings
}

type OutboxCopy = typeof outbox.$inferInsert

/**
 * The next confirmed subscribers after the cursor, each with their one-click unsubscribe and in
 * the language they signed up in: staff's Spanish where they wrote it (each part apart, the
 * English otherwise), the template's words in theirs.
 */
async function subscriberCopies(
  tx: Database,
  newsletter: NewsletterRow,
  ctx: NewsletterContext,
  batchSize: number,
) {
  const batch = await tx
    .select({ id: subscribers.id, email: subscribers.email, locale: subscribers.locale })
    .from(subscribers)
    .where(and(eq(subscribers.status, 'confirmed'), gt(subscribers.id, newsletter.cursor)))
    .orderBy(asc(subscribers.id))
    .limit(batchSize)
  // Each language's copy rendered once for the batch, not once per subscriber.
  const versions = new Map<Locale, { subject: string; body: string; html: string }>()
  const versionIn = (locale: Locale) => {
    let version = versions.get(locale)
    if (!version) {
      const { subject, body } = newsletterIn(newsletter, locale)
      version = { subject, body, html: renderNewsletterHtml(body) }
      versions.set(locale, version)
    }
    return version
  }
  const links = { origin: ctx.origin, secret: ctx.giving.linkSecret }
  return batch.map((subscriber) => ({
    cursor: subscriber.id,
    copy: {
      to: subscriber.email,
      ...versionIn(subscriber.locale),
      headers: unsubscribeHeaders(links, subscriber.id),
      newsletterId: newsletter.id,
      locale: subscriber.locale,
    } satisfies OutboxCopy,
  }))
}

/**
 * The next current sponsors after the cursor (a sponsorship's id): the term update, closed by
 * why they receive it and the signed link to change, pause or end the sponsorship.
 */
async function sponsorCopies(
  tx: Database,
  newsletter: NewsletterRow,
  ctx: NewsletterContext,
  now: Date,
  batchSize: number,
) {
  const batch = await tx
    .select()
    .from(donations)
    .where(and(currentSponsorships, gt(donations.id, newsletter.cursor)))
    .orderBy(asc(donations.id))
    .limit(batchSize)
  return batch.map((sponsorship) => {
    // Staff's text in the language the sponsor gave in where they wrote it, and the closing and
    // the link in it. Each copy's link is its own, so its HTML is too.
    const { locale } = sponsorship
    const { subject, body: text } = newsletterIn(newsletter, locale)
    const { managePath } = donorPaths(ctx.giving, sponsorship, now)
    const manage = managePath && localizedPath(managePath, locale)
    const body = [
      text,
      '---',
      m.email_sponsor_footer({ site: brand.name, link: `${ctx.origin}${manage}` }, { locale }),
    ].join('\n\n')
    return {
      cursor: sponsorship.id,
      copy: {
        to: sponsorship.donorEmail!,
        subject,
        body,
        html: renderNewsletterHtml(body),
        newsletterId: newsletter.id,
        locale,
      } satisfies OutboxCopy,
    }
  })
}

/**
 * Queues the next batch of one sending newsletter: copies for the next of its audience after its
 * cursor, and the cursor moved past them, in one transaction — the row is locked
 * (`FOR UPDATE SKIP LOCKED`), so replicas never queue a recipient twice. When none is left the
 * newsletter is `sent` (every copy queued). Answers how many were queued.
 */
export async function queueNewsletterBatch(
  db: Database,
  ctx: NewsletterContext,
  now: Date,
  batchSize = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [newsletter] = await tx
      .select()
      .from(newsletters)
      .where(eq(newsletters.status, 'sending'))
      .orderBy(asc(newsletters.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!newsletter) return 0
    const batch =
      newsletter.audience === 'sponsors'
        ? await sponsorCopies(tx, newsletter, ctx, now, batchSize)
        : await subscriberCopies(tx, newsletter, ctx, batchSize)
    if (batch.length === 0) {
      await tx
        .update(newsletters)
        .set({ status: 'sent', queuedAt: now })
        .where(eq(newsletters.id, newsletter.id))
      return 0
    }
    await tx.insert(outbox).values(batch.map((entry) => entry.copy))
    await tx
      .update(newsletters)
      .set({ cursor: batch.at(-1)!.cursor })
      .where(eq(newsletters.id, newsletter.id))
    return batch.length
  })
}

/**
 * Queues newsletter copies in the background, batch after batch, `intervalMs` apart while there
 * is nothing to do, whether or not SMTP is configured: without it they wait in the outbox like
 * any message. Returns the function that stops it.
 */
export function startNewsletterQueue(
  db: Database,
  ctx: NewsletterContext,
  options: { intervalMs?: number } = {},
): () => Promise<void> {
  return startLoop(
    'Queueing a newsletter batch',
    async () => (await queueNewsletterBatch(db, ctx, new Date())) > 0,
    options.intervalMs ?? 1000,
  )
}
