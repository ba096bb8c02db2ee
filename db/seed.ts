import { randomBytes } from 'node:crypto'
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import {
  communityEvents,
  contentItems,
  educationStats,
  forumCommentLikes,
  forumComments,
  forumPostLikes,
  forumPosts,
  networkingContacts,
  productImages,
  products,
  storytellingSlots,
  users,
} from './schema'
import { seedCommunityEvents, seedEventStart } from './seed-data/community-events'
import { seedContentItems } from './seed-data/content-items'
import { seedEducationStats } from './seed-data/education-stats'
import { forumMembers, forumPosts as seedForumPosts } from './seed-data/forum'
import { seedNetworkingContacts } from './seed-data/networking-contacts'
import { fillFactsInSpanish } from './seed-data/organization-facts-es'
import { seedProductFacts } from './seed-data/product-facts'
import { productImageUrl, seedProducts } from './seed-data/products'
import { seedImageAltsSpanish, seedProductsSpanish } from './seed-data/products-es'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Fills each demo table only while it is empty, so it is safe on every start and on a partly filled database. */
export async function seedDemoData(db: Database): Promise<void> {
  await fillIfEmpty(db, products, seedCatalogue)
  await fillMissingFacts(db)
  await fillFactsInSpanish(db)
  await fillIfEmpty(db, contentItems, (tx) => tx.insert(contentItems).values(seedContentItems))
  await fillIfEmpty(db, forumPosts, seedForum)
  await fillIfEmpty(db, communityEvents, (tx) => tx.insert(communityEvents).values(eventRows()))
  await fillIfEmpty(db, educationStats, (tx) =>
    tx
      .insert(educationStats)
      .values(seedEducationStats.map((stat, index) => ({ ...stat, position: index + 1 }))),
  )
  await fillIfEmpty(db, networkingContacts, (tx) =>
    tx.insert(networkingContacts).values(seedNetworkingContacts),
  )
  await fillIfEmpty(db, storytellingSlots, (tx) =>
    tx.insert(storytellingSlots).values(demoCallSlots(new Date())),
  )
}

/**
 * Kickoff-call times for the demo's Creator Pro and Legacy packages (decision 062): the next ten
 * weekdays, 10 am and 3 pm in Austin (16:00 and 21:00 UTC), so checkout has times to offer.
 */
export function demoCallSlots(seededAt: Date) {
  const slots: { startsAt: Date; minutes: number; location: string }[] = []
  for (let day = 1; slots.length < 20; day++) {
    const date = new Date(seededAt.getTime() + day * 86_400_000)
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue
    for (const hour of [16, 21]) {
      const startsAt = new Date(date)
      startsAt.setUTCHours(hour, 0, 0, 0)
      slots.push({ startsAt, minutes: 30, location: 'https://meet.brightminds.org/kickoff' })
    }
  }
  return slots
}

async function fillIfEmpty(
  db: Database,
  table: PgTable,
  fill: (tx: Transaction) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting against one Postgres must not both find the table empty.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brightminds:seed'))`)
    const [row] = await tx.select({ rows: count() }).from(table)
    if ((row?.rows ?? 0) > 0) return
    await fill(tx)
  })
}

/**
 * Gallery convention: a product with extra views gets product_images rows for every view,
 * the main image (products.image_url) at position 0 and the extra views from 1, each with alt text.
 * Products without rows show their main image alone.
 */
async function seedCatalogue(tx: Transaction): Promise<void> {
  const inserted = await tx
    .insert(products)
    .values(
      seedProducts.map(({ slug, imageAlts: _alts, ...product }) => ({
        ...product,
        imageUrl: productImageUrl(slug),
        facts: seedProductFacts[slug] ?? null,
        es: seedProductsSpanish[slug] ?? null,
      })),
    )
    .returning({ id: products.id, name: products.name })
  const idByName = new Map(inserted.map((row) => [row.name, row.id]))
  const gallery = seedProducts
    .filter((product) => product.imageAlts.length > 1)
    .flatMap((product) =>
      product.imageAlts.map((alt, position) => {
        const spanish = seedImageAltsSpanish[product.slug]?.[position]
        return {
          productId: idByName.get(product.name)!,
          url: productImageUrl(product.slug, position + 1),
          alt,
          es: spanish ? { alt: spanish } : null,
          position,
        }
      }),
    )
  await tx.insert(productImages).values(gallery)
}

/**
 * A demo catalogue seeded before products had facts (migration 0027) gets them, by name, where
 * none were entered yet; staff's own facts and products are left alone.
 */
async function fillMissingFacts(db: Database): Promise<void> {
  // One read on an ordinary start (nothing is missing); a write only for what is.
  const missing = await db
    .select({ name: products.name })
    .from(products)
    .where(isNull(products.facts))
  const names = new Set(missing.map((row) => row.name))
  for (const product of seedProducts) {
    const facts = seedProductFacts[product.slug]
    if (!facts || !names.has(product.name)) continue
    await db
      .update(products)
      .set({ facts })
      .where(and(eq(products.name, product.name), isNull(products.facts)))
  }
}

async function seedForum(tx: Transaction): Promise<void> {
  // '!' never starts a valid password hash, so no one can sign in as a demo member.
  await tx
    .insert(users)
    .values(
      forumMembers.map((member) => ({
        ...member,
        passwordHash: unusablePasswordHash(),
        // Long-standing members: their sample posts are not a new account's (links allowed).
        createdAt: hoursAgo(90 * 24),
      })),
    )
    .onConflictDoNothing()
  const members = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        forumMembers.map((member) => member.username),
      ),
    )
  const userId = (username: string) => {
    const member = members.find((row) => row.username === username)
    if (!member) throw new Error(`Seed forum member ${username} is missing`)
    return member.id
  }

  for (const post of seedForumPosts) {
    const [row] = await tx
      .insert(forumPosts)
      .values({
        authorId: userId(post.author),
        title: post.title,
        content: post.content,
        createdAt: hoursAgo(post.hoursAgo),
      })
      .returning({ id: forumPosts.id })
    const postId = row!.id
    if (post.likedBy.length > 0) {
      await tx
        .insert(forumPostLikes)
        .values(post.likedBy.map((username) => ({ postId, userId: userId(username) })))
    }
    for (const comment of post.comments) {
      const [commentRow] = await tx
        .insert(forumComments)
        .values({
          postId,
          authorId: userId(comment.author),
          content: comment.content,
          createdAt: hoursAgo(comment.hoursAgo),
        })
        .returning({ id: forumComments.id })
      if (comment.likedBy.length > 0) {
        await tx.insert(forumCommentLikes).values(
          comment.likedBy.map((username) => ({
            commentId: commentRow!.id,
            userId: userId(username),
          })),
        )
      }
    }
  }
}

function eventRows() {
  const seededAt = new Date()
  return seedCommunityEvents.map((event) => {
    const startsAt = seedEventStart(event, seededAt)
    return {
      title: event.title,
      description: event.description,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.durationMinutes * 60 * 1000),
      location: event.location,
      url: event.url,
      es: event.es,
    }
  })
}

function unusablePasswordHash(): string {
  return `!${randomBytes(16).toString('hex')}`
}

function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 60 * 60 * 1000)
}
