import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { sessions, users } from '../../db/schema/accounts'
import {
  communityEvents,
  eventRsvps,
  forumCommentLikes,
  forumComments,
  forumPostLikes,
  forumPosts,
  forumReports,
} from '../../db/schema/community'
import { donations } from '../../db/schema/giving'
import { outbox } from '../../db/schema/mail'
import { auditLog } from '../../db/schema/ops'
import {
  barrierReports,
  emailSignups,
  programApplications,
  subscribers,
  volunteerApplications,
} from '../../db/schema/outreach'
import { privacyRequests } from '../../db/schema/privacy'
import { pushChoices, pushNotices, pushSubscriptions } from '../../db/schema/push'
import { orderItems, orders } from '../../db/schema/shop'
import {
  storytellingBookings,
  storytellingIntakes,
  storytellingSlots,
} from '../../db/schema/storytelling'

/**
 * Everything the foundation holds about one member, for their own download (issue 37,
 * docs/decisions/087): a read model across the domains, one statement per kind of record.
 * Each record lists its columns by name, so a column added later (a token, a key) is never
 * handed out until someone decides it belongs here. Left out on purpose: secrets (the password's
 * hash, the hashes of tokens and links), keys that only tie our records to Stripe's or PayPal's
 * (which hold no personal data of their own), and other people's data (who liked a post).
 *
 * Records found by e-mail address alone (applications, mailing-list sign-ups, gifts given
 * signed out, e-mails sent) are included only once the account has verified that address: an
 * unverified account could name anyone's address (decision 010).
 */
export async function personalData(db: Database, userId: number, now: Date) {
  const [account] = await db
    .select({
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.locale,
      staffRoles: users.staffRoles,
      ageConfirmation: users.ageConfirmation,
      ageConfirmedAt: users.ageConfirmedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!account) return undefined
  /** Rows whose address column is the member's verified address; none while it is unverified. */
  const atAddress = atAddressOf(account.emailVerifiedAt ? account.email : null)

  const memberOrders = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      language: orders.locale,
      email: orders.email,
      firstName: orders.firstName,
      lastName: orders.lastName,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      zipCode: orders.zipCode,
      country: orders.country,
      ships: orders.ships,
      shippingMethod: orders.shippingMethod,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id))
  const orderIds = memberOrders.map((order) => order.id)
  const items = orderIds.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          unitPriceCents: orderItems.unitPriceCents,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))
    : []
  const stories = orderIds.length
    ? await db
        .select({
          orderId: storytellingIntakes.orderId,
          childName: storytellingIntakes.childName,
          ageBand: storytellingIntakes.ageBand,
          storyIdea: storytellingIntakes.storyIdea,
          sketch: storytellingIntakes.sketch,
          callStartsAt: storytellingSlots.startsAt,
          callLocation: storytellingSlots.location,
        })
        .from(storytellingIntakes)
        .leftJoin(
          storytellingBookings,
          eq(storytellingBookings.orderId, storytellingIntakes.orderId),
        )
        .leftJoin(storytellingSlots, eq(storytellingSlots.id, storytellingBookings.slotId))
        .where(inArray(storytellingIntakes.orderId, orderIds))
    : []

  const gifts = await db
    .select(giftColumns)
    .from(donations)
    .where(or(eq(donations.userId, userId), atAddress(donations.donorEmail)))
    .orderBy(asc(donations.id))

  const posts = await db
    .select({
      id: forumPosts.id,
      createdAt: forumPosts.createdAt,
      title: forumPosts.title,
      content: forumPosts.content,
      deletedAt: forumPosts.deletedAt,
    })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, userId))
    .orderBy(asc(forumPosts.id))
  const comments = await db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      createdAt: forumComments.createdAt,
      content: forumComments.content,
      deletedAt: forumComments.deletedAt,
    })
    .from(forumComments)
    .where(eq(forumComments.authorId, userId))
    .orderBy(asc(forumComments.id))
  const likedPosts = await db
    .select({ postId: forumPostLikes.postId, createdAt: forumPostLikes.createdAt })
    .from(forumPostLikes)
    .where(eq(forumPostLikes.userId, userId))
    .orderBy(asc(forumPostLikes.createdAt))
  const likedComments = await db
    .select({ commentId: forumCommentLikes.commentId, createdAt: forumCommentLikes.createdAt })
    .from(forumCommentLikes)
    .where(eq(forumCommentLikes.userId, userId))
    .orderBy(asc(forumCommentLikes.createdAt))
  const reports = await db
    .select({
      postId: forumReports.postId,
      commentId: forumReports.commentId,
      reason: forumReports.reason,
      createdAt: forumReports.createdAt,
      resolution: forumReports.resolution,
    })
    .from(forumReports)
    .where(eq(forumReports.reporterId, userId))
    .orderBy(asc(forumReports.id))
  const rsvps = await db
    .select({
      event: communityEvents.title,
      startsAt: communityEvents.startsAt,
      answeredAt: eventRsvps.createdAt,
    })
    .from(eventRsvps)
    .innerJoin(communityEvents, eq(communityEvents.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId))
    .orderBy(asc(communityEvents.startsAt))

  const filed = await filedUnder(db, atAddress)

  // Push (decision 095): what they chose, the devices they allowed (the push service's host, not
  // the device's secret address) and what they were told.
  const pushTopics = await db
    .select({ topic: pushChoices.topic, chosenAt: pushChoices.createdAt })
    .from(pushChoices)
    .where(eq(pushChoices.userId, userId))
    .orderBy(asc(pushChoices.topic))
  const pushDevices = await db
    .select({ endpoint: pushSubscriptions.endpoint, subscribedAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
  const pushNoticesSent = await db
    .select({
      topic: pushNotices.topic,
      title: pushNotices.title,
      body: pushNotices.body,
      createdAt: pushNotices.createdAt,
    })
    .from(pushNotices)
    .where(eq(pushNotices.userId, userId))
    .orderBy(asc(pushNotices.createdAt), asc(pushNotices.id))

  const signIns = await db
    .select({ startedAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt))

  // What the member did as staff, as the audit log keeps it: the kind of record and its number,
  // never the entry's detail, which holds other people's data (an invited address, a donor).
  const staffActions = await db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      rolesHeld: auditLog.actorRoles,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(asc(auditLog.id))

  const sketchOf = (bytes: Uint8Array | null) =>
    bytes ? `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}` : null

  return {
    exportedAt: now.toISOString(),
    account: { ...account, emailVerified: account.emailVerifiedAt !== null },
    signedInDevices: signIns,
    orders: memberOrders.map((order) => {
      const story = stories.find((row) => row.orderId === order.id)
      return {
        ...order,
        items: items
          .filter((item) => item.orderId === order.id)
          .map(({ orderId: _, ...item }) => item),
        storytelling: story
          ? {
              childName: story.childName,
              ageBand: story.ageBand,
              storyIdea: story.storyIdea,
              sketch: sketchOf(story.sketch),
              callStartsAt: story.callStartsAt,
              callLocation: story.callLocation,
            }
          : null,
      }
    }),
    gifts,
    forum: { posts, comments, likedPosts, likedComments, reports },
    eventRsvps: rsvps,
    pushNotifications: {
      topics: pushTopics,
      devices: pushDevices.map(({ endpoint, subscribedAt }) => ({
        pushService: new URL(endpoint).host,
        subscribedAt,
      })),
      notices: pushNoticesSent,
    },
    ...filed,
    staffActions,
  }
}

/** Rows whose address column is `address`; none when there is no address to go by. */
export const atAddressOf =
  (address: string | null) =>
  (column: AnyPgColumn): SQL =>
    address === null ? sql`false` : sql`lower(${column}) = ${address.toLowerCase()}`

/** A gift's columns, as the donor sees them. */
const giftColumns = {
  id: donations.id,
  createdAt: donations.createdAt,
  amountCents: donations.amountCents,
  type: donations.type,
  program: donations.program,
  status: donations.status,
  paymentMethod: donations.paymentMethod,
  donorName: donations.donorName,
  donorEmail: donations.donorEmail,
  message: donations.message,
  anonymous: donations.anonymous,
  coveredFeeCents: donations.coveredFeeCents,
  refundedCents: donations.refundedCents,
  tributeKind: donations.tributeKind,
  tributeName: donations.tributeName,
  tributeNotifyEmail: donations.tributeNotifyEmail,
  receivedAt: donations.receivedAt,
  pausedUntil: donations.pausedUntil,
  language: donations.locale,
}

/**
 * What is filed under an e-mail address, whoever filed it: applications and barrier reports,
 * mailing-list sign-ups and subscriptions, the e-mails sent there, the privacy requests about it.
 */
async function filedUnder(db: Database, atAddress: (column: AnyPgColumn) => SQL) {
  const handling = (table: typeof volunteerApplications | typeof programApplications) => ({
    status: table.status,
    staffNotes: table.notes,
    handledAt: table.handledAt,
    createdAt: table.createdAt,
  })
  const volunteering = await db
    .select({
      id: volunteerApplications.id,
      name: volunteerApplications.name,
      email: volunteerApplications.email,
      phone: volunteerApplications.phone,
      location: volunteerApplications.location,
      expertise: volunteerApplications.expertise,
      availability: volunteerApplications.availability,
      message: volunteerApplications.message,
      language: volunteerApplications.locale,
      ...handling(volunteerApplications),
    })
    .from(volunteerApplications)
    .where(atAddress(volunteerApplications.email))
    .orderBy(asc(volunteerApplications.id))
  const programmes = await db
    .select({
      id: programApplications.id,
      childName: programApplications.childName,
      grade: programApplications.grade,
      guardianName: programApplications.guardianName,
      email: programApplications.email,
      phone: programApplications.phone,
      program: programApplications.program,
      message: programApplications.message,
      language: programApplications.locale,
      ...handling(programApplications),
    })
    .from(programApplications)
    .where(atAddress(programApplications.email))
    .orderBy(asc(programApplications.id))
  const barriers = await db
    .select({
      id: barrierReports.id,
      name: barrierReports.name,
      email: barrierReports.email,
      page: barrierReports.page,
      description: barrierReports.description,
      assistiveTechnology: barrierReports.assistiveTechnology,
      language: barrierReports.locale,
      status: barrierReports.status,
      staffNotes: barrierReports.notes,
      handledAt: barrierReports.handledAt,
      createdAt: barrierReports.createdAt,
    })
    .from(barrierReports)
    .where(atAddress(barrierReports.email))
    .orderBy(asc(barrierReports.id))

  const signups = await db
    .select({
      email: emailSignups.email,
      firstName: emailSignups.firstName,
      lastName: emailSignups.lastName,
      source: emailSignups.source,
      createdAt: emailSignups.createdAt,
    })
    .from(emailSignups)
    .where(atAddress(emailSignups.email))
    .orderBy(asc(emailSignups.id))
  const subscriptions = await db
    .select({
      email: subscribers.email,
      firstName: subscribers.firstName,
      language: subscribers.locale,
      status: subscribers.status,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .where(atAddress(subscribers.email))
    .orderBy(asc(subscribers.id))
  const emails = await db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(atAddress(outbox.to))
    .orderBy(asc(outbox.id))
  // Requests about this address made without an account, and what came of them (decision 091).
  const requests = await db
    .select({
      kind: privacyRequests.kind,
      createdAt: privacyRequests.createdAt,
      confirmedAt: privacyRequests.confirmedAt,
      dueAt: privacyRequests.dueAt,
      completedAt: privacyRequests.completedAt,
      outcome: privacyRequests.outcome,
    })
    .from(privacyRequests)
    .where(atAddress(privacyRequests.email))
    .orderBy(asc(privacyRequests.id))

  return {
    applications: {
      volunteer: volunteering,
      program: programmes,
      accessibilityReports: barriers,
    },
    mailingList: { signups, subscriptions },
    emailsSent: emails,
    privacyRequests: requests,
  }
}

/** `(select count(*) …)` of a table's rows a condition picks, to sit in a select's fields. */
const countOf = (table: AnyPgTable, where: SQL) =>
  sql<number>`(select count(*) from ${table} where ${where})`

/**
 * How many records of each kind are held under an address — what a privacy request is about —
 * as fields of one select, counts only: `atAddress` may name an outer query's column, so staff's
 * list counts every request in the statement that lists them.
 */
export function heldUnder(atAddress: (column: AnyPgColumn) => SQL) {
  const total = (...counts: SQL<number>[]) => sql`${sql.join(counts, sql` + `)}`.mapWith(Number)
  return {
    gifts: total(countOf(donations, atAddress(donations.donorEmail))),
    applications: total(
      countOf(volunteerApplications, atAddress(volunteerApplications.email)),
      countOf(programApplications, atAddress(programApplications.email)),
      countOf(barrierReports, atAddress(barrierReports.email)),
    ),
    mailingList: total(
      countOf(emailSignups, atAddress(emailSignups.email)),
      countOf(subscribers, atAddress(subscribers.email)),
    ),
    emails: total(countOf(outbox, atAddress(outbox.to))),
  }
}

/**
 * Everything held under an e-mail address, for a person without an account who asked for a
 * copy by a link that reached that address (decision 091): their gifts and what is filed under
 * the address, as the member's file has it.
 */
export async function personalDataAtAddress(db: Database, email: string, now: Date) {
  const atAddress = atAddressOf(email)
  const gifts = await db
    .select(giftColumns)
    .from(donations)
    .where(atAddress(donations.donorEmail))
    .orderBy(asc(donations.id))
  return {
    exportedAt: now.toISOString(),
    address: email,
    gifts,
    ...(await filedUnder(db, atAddress)),
  }
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalData>>>
