import { existsSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-db'
import type { DatabaseHandle } from './client'
import {
  communityEvents,
  contentItems,
  educationStats,
  forumComments,
  forumPosts,
  networkingContacts,
  organizationDocuments,
  organizationFigures,
  productImages,
  products,
  users,
} from './schema'
import { demoCallSlots, seedDemoData } from './seed'
import { seedCommunityEvents } from './seed-data/community-events'
import { seedDocumentsSpanish, seedFiguresSpanish } from './seed-data/organization-facts-es'
import { seedProductFacts } from './seed-data/product-facts'
import { seedProducts } from './seed-data/products'
import { storytellingTierNames } from './seed-data/storytelling-tiers'

const publicDir = new URL('../web/public', import.meta.url).pathname

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openTestDatabase()
  await seedDemoData(handle.db)
}, 60_000)

afterAll(async () => {
  await handle?.close()
})

async function rowCounts() {
  const { db } = handle
  const tables = {
    communityEvents,
    products,
    productImages,
    contentItems,
    forumPosts,
    forumComments,
    users,
    educationStats,
    networkingContacts,
  }
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table)
      return [name, row!.rows] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('seedDemoData', () => {
  it('adds nothing when run again', async () => {
    const before = await rowCounts()
    await seedDemoData(handle.db)
    expect(await rowCounts()).toEqual(before)
  })

  it('fills only the tables that are still empty', async () => {
    await handle.db.delete(networkingContacts)
    const before = await rowCounts()
    await seedDemoData(handle.db)
    const after = await rowCounts()
    expect(after.networkingContacts).toBeGreaterThanOrEqual(4)
    expect({ ...after, networkingContacts: 0 }).toEqual({ ...before, networkingContacts: 0 })
  })

  it('seeds once when two servers start together', async () => {
    const fresh = await openTestDatabase()
    try {
      await Promise.all([seedDemoData(fresh.db), seedDemoData(fresh.db)])
      const [row] = await fresh.db.select({ rows: count() }).from(products)
      expect(row!.rows).toBe((await rowCounts()).products)
    } finally {
      await fresh.close()
    }
  })

  it('stocks a catalogue across the four categories with four featured and some sold out', async () => {
    const rows = await handle.db.select().from(products).orderBy(products.id)
    expect(rows.length).toBeGreaterThanOrEqual(16)
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['3D Puzzles', 'Logic Games', 'STEM Kits', 'Storytelling']),
    )
    expect(rows.filter((row) => row.featured).map((row) => row.id)).toEqual([1, 2, 3, 4])
    expect(rows.filter((row) => row.stock === 0).length).toBeGreaterThanOrEqual(2)
  })

  it('gives every product its facts, and fills them in later for a catalogue seeded without', async () => {
    const { db } = handle
    const rows = await db.select({ name: products.name, facts: products.facts }).from(products)
    expect(rows.every((row) => row.facts !== null)).toBe(true)
    expect(Object.keys(seedProductFacts).sort()).toEqual(seedProducts.map((p) => p.slug).sort())
    // An older demo catalogue (before migration 0027) and a product staff described themselves.
    const own = { ageMin: 3, ageMax: 4, pieces: 2, size: null, inTheBox: [], skills: ['Own'] }
    await db.update(products).set({ facts: null }).where(eq(products.name, 'Tangram Masters Set'))
    await db.update(products).set({ facts: own }).where(eq(products.name, 'Speed Cube Challenge'))
    await seedDemoData(db)
    const facts = async (name: string) =>
      (await db.select({ facts: products.facts }).from(products).where(eq(products.name, name)))[0]!
        .facts
    expect(await facts('Tangram Masters Set')).toEqual(seedProductFacts['tangram-masters-set'])
    expect(await facts('Speed Cube Challenge')).toEqual(own)
  })

  it('sells the three storytelling tiers at their exact prices', async () => {
    const tiers = await handle.db
      .select({ name: products.name, priceCents: products.priceCents, stock: products.stock })
      .from(products)
      .where(eq(products.category, 'Storytelling'))
    const price = (name: string) => tiers.find((tier) => tier.name === name)?.priceCents
    expect(storytellingTierNames.map(price)).toEqual([4900, 19900, 49900])
    for (const name of storytellingTierNames) {
      expect(tiers.find((tier) => tier.name === name)?.stock).toBeGreaterThan(0)
    }
  })

  it('offers kickoff-call times on the next weekdays, so the demo checkout can book one', async () => {
    // Seeded on Friday 27 November: Monday 30 November is the first day with times.
    const slots = demoCallSlots(new Date('2026-11-27T12:00:00Z'))
    expect(slots).toHaveLength(20)
    expect(slots.slice(0, 3).map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-11-30T21:00:00.000Z',
      '2026-12-01T16:00:00.000Z',
    ])
    expect(slots.filter((slot) => [0, 6].includes(slot.startsAt.getUTCDay()))).toEqual([])
    expect(new Set(slots.map((slot) => slot.startsAt.getTime())).size).toBe(20)
  })

  it('has an image file for every product and gallery view', async () => {
    const mainImages = await handle.db.select({ url: products.imageUrl }).from(products)
    const gallery = await handle.db.select().from(productImages)
    for (const { url } of [...mainImages, ...gallery]) {
      expect(existsSync(`${publicDir}${url}`), url).toBe(true)
    }
    const productsWithGallery = new Set(gallery.map((image) => image.productId))
    for (const id of [1, 2, 3, 4]) expect(productsWithGallery.has(id)).toBe(true)
    for (const image of gallery) expect(image.alt.length).toBeGreaterThan(10)
  })

  it('offers resources of every type, with readable hosted guides and one draft', async () => {
    const items = await handle.db.select().from(contentItems)
    expect(items.length).toBeGreaterThanOrEqual(8)
    expect(new Set(items.map((item) => item.type))).toEqual(
      new Set(['video', 'article', 'guide', 'other']),
    )
    const hosted = items.filter(
      (item) => item.published && item.contentUrl.startsWith('/resources/'),
    )
    expect(hosted.length).toBeGreaterThanOrEqual(4)
    for (const item of hosted) {
      const words = item.body?.split(/\s+/).length ?? 0
      expect(words, item.title).toBeGreaterThanOrEqual(250)
      expect(words, item.title).toBeLessThanOrEqual(500)
    }
    expect(items.filter((item) => !item.published)).toHaveLength(1)
    expect(hosted.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'Building a 3D puzzle with your child',
        'Storytelling prompts for ages 6-12',
      ]),
    )
  })

  it('seeds two upcoming virtual events, with their words in Spanish', async () => {
    const events = await handle.db.select().from(communityEvents)
    expect(events).toHaveLength(2)
    for (const event of events) {
      expect(event.startsAt.getTime()).toBeGreaterThan(Date.now())
      expect(event.endsAt.getTime()).toBeGreaterThan(event.startsAt.getTime())
      expect(event.published).toBe(true)
      expect(event.es).toEqual(seedCommunityEvents.find((seed) => seed.title === event.title)?.es)
    }
  })

  it("gives the figures and reports their Spanish where staff wrote none, never over staff's", async () => {
    const { db } = handle
    const figures = await db.select().from(organizationFigures)
    for (const figure of figures) expect(figure.es).toEqual(seedFiguresSpanish[figure.key])
    const documents = await db.select().from(organizationDocuments)
    for (const document of documents) {
      expect(document.es).toEqual(seedDocumentsSpanish[document.key] ?? null)
    }
    // Staff's own Spanish stays; a figure whose Spanish was cleared gets the demo's again.
    const own = { label: 'estudiantes, según el personal' }
    await db
      .update(organizationFigures)
      .set({ es: own })
      .where(eq(organizationFigures.key, 'students'))
    await db
      .update(organizationFigures)
      .set({ es: null })
      .where(eq(organizationFigures.key, 'cities'))
    await seedDemoData(db)
    const spanishOf = async (key: 'students' | 'cities') =>
      (
        await db
          .select({ es: organizationFigures.es })
          .from(organizationFigures)
          .where(eq(organizationFigures.key, key))
      )[0]!.es
    expect(await spanishOf('students')).toEqual(own)
    expect(await spanishOf('cities')).toEqual(seedFiguresSpanish.cities)
  })

  it('seeds the two sample forum posts from members who cannot sign in', async () => {
    const posts = await handle.db.select().from(forumPosts)
    expect(posts).toHaveLength(2)
    const comments = await handle.db.select().from(forumComments)
    expect(comments.length).toBeGreaterThanOrEqual(2)
    const members = await handle.db.select().from(users)
    for (const { passwordHash } of members) expect(passwordHash.startsWith('!')).toBe(true)
    // Long-standing members, so the samples are not a new account's writing (links allowed).
    const dayMs = 24 * 3600 * 1000
    for (const post of posts) {
      const author = members.find((member) => member.id === post.authorId)!
      expect(post.createdAt.getTime() - author.createdAt.getTime()).toBeGreaterThan(dayMs)
    }
  })

  it('lists six sourced education statistics in order and the networking directory', async () => {
    const stats = await handle.db.select().from(educationStats).orderBy(educationStats.position)
    expect(stats.map((stat) => stat.position)).toEqual([1, 2, 3, 4, 5, 6])
    for (const stat of stats) expect(stat.source).not.toBe('')
    const contacts = await handle.db.select().from(networkingContacts)
    expect(contacts.length).toBeGreaterThanOrEqual(4)
    expect(contacts.some((contact) => contact.phone === null)).toBe(true)
  })
})
