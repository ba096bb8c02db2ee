import { and, eq, gt, inArray, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import {
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
  signInLinks,
  staffInvitations,
  users,
} from '../../db/schema/accounts'
import {
  eventRsvps,
  forumCommentLikes,
  forumComments,
  forumPostLikes,
  forumPosts,
  forumReports,
} from '../../db/schema/community'
import { donations } from '../../db/schema/giving'
import { outbox } from '../../db/schema/mail'
import {
  barrierReports,
  emailSignups,
  programApplications,
  subscribers,
  volunteerApplications,
} from '../../db/schema/outreach'
import { accountDeletionLinks } from '../../db/schema/privacy'
import { pushChoices, pushNotices, pushSubscriptions } from '../../db/schema/push'
import { orders } from '../../db/schema/shop'
import { storytellingIntakes } from '../../db/schema/storytelling'
import { isOnlyOwner, lockStaffRoles } from '../accounts'
import { recordAudit } from '../ops'
import { hasUpcomingCall } from '../storytelling'
import { atAddressOf } from './personal-data'

/**
 * What still needs the person's details, or the person: deletion waits until it is over
 * (decision 088). The site's only owner hands the role to someone first.
 */
export type ErasureBlock =
  | 'order-on-its-way'
  | 'monthly-gift-running'
  | 'storytelling-call-ahead'
  | 'last-owner'

/**
 * Why an account cannot be deleted yet, or null when it can. The erasure asks again inside its
 * transaction, under the staff roles' lock, so an owner cannot be left out by two at once.
 */
export async function erasureBlock(
  db: Database,
  userId: number,
  now: Date,
): Promise<ErasureBlock | null> {
  const [shipping] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.ships, true),
        inArray(orders.status, ['paid', 'packed']),
      ),
    )
    .limit(1)
  if (shipping) return 'order-on-its-way'
  const [monthly] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.userId, userId),
        eq(donations.type, 'monthly'),
        isNotNull(donations.subscriptionId),
        notInArray(donations.status, ['cancelled', 'failed']),
      ),
    )
    .limit(1)
  if (monthly) return 'monthly-gift-running'
  if (await hasUpcomingCall(db, userId, now)) return 'storytelling-call-ahead'
  return (await isOnlyOwner(db, userId)) ? 'last-owner' : null
}

/** What opening the deletion link came to. */
export type ErasureOutcome =
  | { kind: 'invalid' }
  | { kind: 'blocked'; block: ErasureBlock }
  | { kind: 'erased'; userId: number; done: Record<string, number> }

/**
 * Deletes the account a deletion link belongs to (issue 37, decision 088), in one transaction
 * that first takes the link: however many times it is pressed at once, the account is erased
 * once. Every session and link ends; what only the person's use of the site made (likes,
 * RSVPs, reports, story forms, applications, mailing-list entries, e-mails) is deleted; their
 * forum posts and comments are deleted too, or kept under "former member" when they choose;
 * orders and gifts, which the law keeps as financial records, keep their amounts and lose every
 * name, address and message. The user row stays, emptied, so what was kept still has an author.
 * Something still under way (an order to ship, a monthly gift) leaves the link unspent.
 */
export async function eraseAccountByLink(
  db: Database,
  options: {
    tokenHash: Uint8Array
    removePosts: boolean
    unusablePasswordHash: string
    now: Date
  },
): Promise<ErasureOutcome> {
  const { removePosts, now } = options
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: accountDeletionLinks.userId })
      .from(accountDeletionLinks)
      .where(
        and(
          eq(accountDeletionLinks.tokenHash, options.tokenHash),
          gt(accountDeletionLinks.expiresAt, now),
        ),
      )
      .for('update')
    if (!link) return { kind: 'invalid' }
    const { userId } = link
    await lockStaffRoles(tx)
    const block = await erasureBlock(tx, userId, now)
    if (block) return { kind: 'blocked', block }
    const [person] = await tx
      .select({ email: users.email, verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!person) return { kind: 'invalid' }
    const atAddress = atAddressOf(person.verified ? person.email : null)

    const done = {
      sessions: await counted(
        tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }),
      ),
      posts: 0,
      comments: 0,
      keptPosts: 0,
      storyForms: 0,
      ordersAnonymised: 0,
      giftsAnonymised: 0,
      applications: 0,
      mailingList: 0,
      emails: 0,
    }
    for (const table of [passwordResetTokens, signInLinks, emailVerificationTokens]) {
      await tx.delete(table).where(eq(table.userId, userId))
    }
    await tx.delete(accountDeletionLinks).where(eq(accountDeletionLinks.userId, userId))
    await tx.delete(forumPostLikes).where(eq(forumPostLikes.userId, userId))
    await tx.delete(forumCommentLikes).where(eq(forumCommentLikes.userId, userId))
    await tx.delete(forumReports).where(eq(forumReports.reporterId, userId))
    await tx.delete(eventRsvps).where(eq(eventRsvps.userId, userId))
    // Their devices, choices and what they were told by push (decision 095); waiting messages
    // go with the notices and devices.
    for (const table of [pushSubscriptions, pushChoices, pushNotices]) {
      await tx.delete(table).where(eq(table.userId, userId))
    }

    if (removePosts) {
      done.comments = await counted(
        tx
          .delete(forumComments)
          .where(eq(forumComments.authorId, userId))
          .returning({ id: forumComments.id }),
      )
      done.posts = await counted(
        tx
          .delete(forumPosts)
          .where(eq(forumPosts.authorId, userId))
          .returning({ id: forumPosts.id }),
      )
    } else {
      done.keptPosts = await counted(
        tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.authorId, userId)),
      )
    }

    const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
    done.storyForms = await counted(
      tx
        .delete(storytellingIntakes)
        .where(inArray(storytellingIntakes.orderId, theirOrders))
        .returning({ id: storytellingIntakes.id }),
    )
    done.ordersAnonymised = await counted(
      tx
        .update(orders)
        .set({
          email: erasedAddress(userId),
          firstName: '',
          lastName: '',
          address: '',
          city: '',
          state: '',
          zipCode: '',
          updatedAt: now,
        })
        .where(eq(orders.userId, userId))
        .returning({ id: orders.id }),
    )
    const filed = await eraseFiledUnder(
      tx,
      atAddress,
      or(eq(donations.userId, userId), atAddress(donations.donorEmail))!,
    )
    Object.assign(done, filed)

    await tx
      .update(users)
      .set({
        username: `former-member-${userId}`,
        email: erasedAddress(userId),
        firstName: '',
        lastName: '',
        passwordHash: options.unusablePasswordHash,
        staffRoles: [],
        ageConfirmation: null,
        ageConfirmedAt: null,
        emailVerifiedAt: null,
        erasedAt: now,
      })
      .where(eq(users.id, userId))
    // What was done, by count only: the audit keeps no trace of who the person was.
    await recordAudit(tx, {
      actorId: userId,
      action: 'account.erase',
      entity: 'account',
      entityId: userId,
      detail: { ...done, removePosts },
    })
    return { kind: 'erased', userId, done }
  })
}

// Rows are counted by their ids: a returned e-mail body or sketch would be read for nothing.
const counted = async (rows: Promise<unknown[]>) => (await rows).length

/**
 * Erases what is filed under an address (`atAddress`) and empties the gifts `theirGifts` picks:
 * the part of an erasure shared by deleting an account and by staff completing the deletion
 * asked by someone without one (decision 091). Answers the counts.
 */
export async function eraseFiledUnder(
  tx: Database,
  atAddress: (column: AnyPgColumn) => SQL,
  theirGifts: SQL,
) {
  const done = { giftsAnonymised: 0, applications: 0, mailingList: 0, emails: 0 }
  done.giftsAnonymised = await counted(
    tx
      .update(donations)
      .set({
        donorName: null,
        donorEmail: null,
        message: null,
        tributeKind: null,
        tributeName: null,
        tributeNotifyEmail: null,
      })
      .where(theirGifts)
      .returning({ id: donations.id }),
  )
  for (const table of [volunteerApplications, programApplications, barrierReports]) {
    done.applications += await counted(
      tx.delete(table).where(atAddress(table.email)).returning({ id: table.id }),
    )
  }
  for (const table of [emailSignups, subscribers]) {
    done.mailingList += await counted(
      tx.delete(table).where(atAddress(table.email)).returning({ id: table.id }),
    )
  }
  done.emails = await counted(
    tx.delete(outbox).where(atAddress(outbox.to)).returning({ id: outbox.id }),
  )
  // An invitation to join the staff not yet accepted: its link would make a new account staff.
  await tx
    .delete(staffInvitations)
    .where(and(atAddress(staffInvitations.email), isNull(staffInvitations.acceptedAt)))
  return done
}

/** Erases what is held under an address, for a person without an account (decision 091). */
export function eraseUnderAddress(tx: Database, email: string) {
  const atAddress = atAddressOf(email)
  return eraseFiledUnder(tx, atAddress, atAddress(donations.donorEmail))
}

/** The address an erased account's records carry: one that can never receive mail. */
const erasedAddress = (userId: number) => `erased-${userId}@invalid`
