import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { type Locale, localizedPath } from '#core/locale'
import type { PrivacyRequestInput } from '#core/schemas/privacy'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { privacyRequests } from '../../db/schema/privacy'
import { hashSecret, linkMail, randomToken } from '../accounts'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import { eraseUnderAddress } from './erasure'
import { atAddressOf, heldUnder, personalDataAtAddress } from './personal-data'

const dayMs = 24 * 60 * 60 * 1000

/** The confirmation link works a day; staff then have 45 days to answer (CCPA's period). */
export const requestLinkLifetimeMs = dayMs
export const requestAnswerDays = 45

/** How many records of each kind are held under an address, in one statement. */
async function heldAt(db: Database, email: string) {
  const [held] = await db.select(heldUnder(atAddressOf(email))).from(sql`(select 1) as one`)
  return held!
}

/**
 * Someone without an account asks for a copy of what is held under their address, or its
 * deletion (decision 091). A link goes to the address, only when something is held there — the
 * answer is the same either way, so nobody learns from it who gave or applied.
 */
export async function askPrivacyRequest(
  db: Database,
  request: PrivacyRequestInput & { locale: Locale },
  origin: string,
  now: Date,
) {
  const held = await heldAt(db, request.email)
  if (Object.values(held).every((count) => count === 0)) return
  const token = randomToken(32)
  await db.insert(privacyRequests).values({
    email: request.email,
    kind: request.kind,
    locale: request.locale,
    tokenHash: hashSecret(token),
    linkExpiresAt: new Date(now.getTime() + requestLinkLifetimeMs),
    createdAt: now,
  })
  const { locale } = request
  await sendMail(db, {
    to: request.email,
    ...linkMail({
      locale,
      subject: m.email_privacy_request_subject({ site: brand.name }, { locale }),
      firstName: '',
      asked:
        request.kind === 'copy'
          ? m.email_privacy_request_asked_copy({ site: brand.name }, { locale })
          : m.email_privacy_request_asked_deletion({ site: brand.name }, { locale }),
      open: m.email_privacy_request_open({}, { locale }),
      link: `${origin}${localizedPath('/privacy-request', locale)}?token=${token}`,
      ifNotAsked: m.email_privacy_request_keep({}, { locale }),
    }),
  })
}

/**
 * Opening the link makes the request count: once, within its day. Answers the day staff must
 * answer by, or undefined for a link that is unknown, spent or expired.
 */
export async function confirmPrivacyRequest(db: Database, token: string, now: Date) {
  const [row] = await db
    .update(privacyRequests)
    .set({
      tokenHash: null,
      confirmedAt: now,
      dueAt: new Date(now.getTime() + requestAnswerDays * dayMs),
    })
    .where(
      and(
        eq(privacyRequests.tokenHash, hashSecret(token)),
        gt(privacyRequests.linkExpiresAt, now),
        isNull(privacyRequests.confirmedAt),
      ),
    )
    .returning({ dueAt: privacyRequests.dueAt })
  return row
}

const requestColumns = {
  id: privacyRequests.id,
  email: privacyRequests.email,
  kind: privacyRequests.kind,
  confirmedAt: privacyRequests.confirmedAt,
  dueAt: privacyRequests.dueAt,
  completedAt: privacyRequests.completedAt,
  outcome: privacyRequests.outcome,
}

/** Staff's list: confirmed requests, the open ones first by the day they are due. */
export async function listPrivacyRequests(db: Database, now: Date) {
  const rows = await db
    .select({
      ...requestColumns,
      ...heldUnder((column) => sql`lower(${column}) = lower(${privacyRequests.email})`),
    })
    .from(privacyRequests)
    .where(isNotNull(privacyRequests.confirmedAt))
    .orderBy(sql`${privacyRequests.completedAt} is not null`, asc(privacyRequests.dueAt))
    .limit(200)
  return rows.map(({ gifts, applications, mailingList, emails, ...row }) => ({
    ...row,
    overdue: row.completedAt === null && row.dueAt !== null && row.dueAt < now,
    held: row.completedAt === null ? { gifts, applications, mailingList, emails } : null,
  }))
}

/**
 * Staff complete a request (decision 091), in one transaction that locks it first, so it is
 * done once however many times it is pressed: a copy is e-mailed to the address as a JSON file;
 * a deletion erases what is filed under the address and empties the gifts given with it. The
 * outcome (counts only) stays on the request and in the audit log.
 */
export async function completePrivacyRequest(
  db: Database,
  id: number,
  staffId: number,
  now: Date,
): Promise<{ outcome: Record<string, number> } | { refused: 'missing' | 'done' }> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, id), isNotNull(privacyRequests.confirmedAt)))
      .for('update')
    if (!request) return { refused: 'missing' as const }
    if (request.completedAt) return { refused: 'done' as const }
    const { email, locale } = request
    let outcome: Record<string, number>
    if (request.kind === 'copy') {
      const data = await personalDataAtAddress(tx, email, now)
      outcome = await heldAt(tx, email)
      await sendMail(tx, {
        to: email,
        locale,
        subject: m.email_privacy_copy_subject({ site: brand.name }, { locale }),
        body: [m.email_hello({}, { locale }), '', m.email_privacy_copy_body({}, { locale })].join(
          '\n',
        ),
        attachments: [
          {
            filename: `brightminds-data-${now.toISOString().slice(0, 10)}.json`,
            contentType: 'application/json',
            content: JSON.stringify(data, null, 2),
          },
        ],
      })
    } else {
      outcome = await eraseUnderAddress(tx, email)
    }
    await tx
      .update(privacyRequests)
      .set({ completedAt: now, completedBy: staffId, outcome })
      .where(eq(privacyRequests.id, id))
    await recordAudit(tx, {
      actorId: staffId,
      action: request.kind === 'copy' ? 'privacy-request.copy' : 'privacy-request.erase',
      entity: 'privacy-request',
      entityId: id,
      detail: outcome,
    })
    return { outcome }
  })
}
