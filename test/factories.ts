import type * as v from 'valibot'
import type { RegisterSchema } from '#core/schemas/auth'
import type { CheckoutContact } from '#core/schemas/order'
import type { ProgramApplicationSchema } from '#core/schemas/program-application'
import type { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import { hashPassword } from '../api/accounts/passwords'
import type { Database } from '../db/client'
import {
  communityEvents,
  contentItems,
  educationStats,
  forumComments,
  forumPosts,
  networkingContacts,
  orderItems,
  orders,
  productImages,
  products,
  pushSubscriptions,
  sessions,
  users,
} from '../db/schema'

/** Small, valid rows for tests: each call is unique, overrides pin what a test cares about. */
let sequence = 0
const next = () => ++sequence

type NewProduct = typeof products.$inferInsert
type NewContentItem = typeof contentItems.$inferInsert
type NewEducationStat = typeof educationStats.$inferInsert
type NewNetworkingContact = typeof networkingContacts.$inferInsert

export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  const n = next()
  return {
    name: `Test Puzzle ${n}`,
    description: `A sturdy wooden puzzle number ${n} for curious minds.`,
    priceCents: 24_99,
    category: '3D Puzzles',
    imageUrl: `/images/products/test-${n}.svg`,
    featured: false,
    stock: 10,
    ...overrides,
  }
}

export async function insertProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  const [row] = await db.insert(products).values(buildProduct(overrides)).returning()
  return row!
}

export async function insertProductImage(
  db: Database,
  productId: number,
  position: number,
  overrides: { url?: string; alt?: string } = {},
) {
  const [row] = await db
    .insert(productImages)
    .values({
      productId,
      position,
      url: overrides.url ?? `/images/products/${productId}-${position}.svg`,
      alt: overrides.alt ?? `View ${position} of product ${productId}`,
    })
    .returning()
  return row!
}

export async function insertContentItem(db: Database, overrides: Partial<NewContentItem> = {}) {
  const n = next()
  const [row] = await db
    .insert(contentItems)
    .values({
      title: `Learning guide ${n}`,
      description: `Ideas for hands-on learning at home, part ${n}.`,
      type: 'guide',
      contentUrl: `/resources/guide-${n}`,
      published: true,
      ...overrides,
    })
    .returning()
  return row!
}

export async function insertEducationStat(db: Database, overrides: Partial<NewEducationStat> = {}) {
  const n = next()
  const [row] = await db
    .insert(educationStats)
    .values({
      title: `Statistic ${n}`,
      trend: '+5%',
      value: `${n}0%`,
      description: `What statistic ${n} tells us about learning.`,
      source: 'National Center for Education Statistics',
      position: n,
      ...overrides,
    })
    .returning()
  return row!
}

export async function insertNetworkingContact(
  db: Database,
  overrides: Partial<NewNetworkingContact> = {},
) {
  const n = next()
  const [row] = await db
    .insert(networkingContacts)
    .values({
      name: `Contact ${n}`,
      title: 'STEM Coordinator',
      company: `School District ${n}`,
      location: 'Austin, TX',
      expertise: 'Curriculum design',
      email: `contact${n}@example.org`,
      phone: null,
      ...overrides,
    })
    .returning()
  return row!
}

/** An order's contact block that passes every rule of the checkout form. */
export function validContact(): CheckoutContact {
  return {
    firstName: 'Dana',
    lastName: 'Lee',
    email: 'dana@example.org',
    address: '12 Elm Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
  }
}

/** What POST /api/register accepts. */
type RegisterRequest = v.InferInput<typeof RegisterSchema>

/** A volunteer application body that passes every rule of SPEC §5. */
export function validVolunteerApplication() {
  return {
    name: 'Jordan Rivera',
    email: 'jordan@example.org',
    phone: '512-555-0142',
    location: 'Austin, TX',
    expertise: 'Robotics and after-school coding clubs',
    availability: 'Weekday evenings',
    message: 'I want to help kids discover how fun problem solving can be.',
  } satisfies v.InferInput<typeof VolunteerApplicationSchema>
}

export function validProgramApplication() {
  return {
    childName: 'Maya Rivera',
    grade: 5,
    guardianName: 'Jordan Rivera',
    email: 'jordan@example.org',
    phone: '512-555-0142',
    program: 'Creative Coding Lab',
    message: 'Maya loves building things.',
  } satisfies v.InferInput<typeof ProgramApplicationSchema>
}

/** The password every `insertUser` account has unless a test gives another. */
export const testPassword = 'Correct-Horse-Battery-42'

// argon2 at OWASP's parameters costs real time: hash the shared test password once per file.
let testPasswordHash: Promise<string> | undefined

export async function insertUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & {
    password?: string
    /** Shorthand for an owner (staffRoles ['owner']), who may do everything. */
    isAdmin?: boolean
  } = {},
) {
  const n = next()
  const { password, isAdmin, ...columns } = overrides
  testPasswordHash ??= hashPassword(testPassword)
  const passwordHash = password ? await hashPassword(password) : await testPasswordHash
  const [row] = await db
    .insert(users)
    .values({
      username: `parent${n}`,
      email: `parent${n}@example.org`,
      firstName: 'Pat',
      lastName: `Parent ${n}`,
      passwordHash,
      ...(isAdmin ? { staffRoles: ['owner' as const] } : {}),
      ...columns,
    })
    .returning()
  return row!
}

/** A registration body that passes every rule of the contract (docs/decisions/007, 020). */
export function validRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const n = next()
  return {
    username: `newparent${n}`,
    password: testPassword,
    firstName: 'Dana',
    lastName: 'Lee',
    email: `newparent${n}@example.org`,
    ageConfirmation: 'parent-educator',
    ...overrides,
  }
}

export async function insertForumPost(
  db: Database,
  authorId: number,
  overrides: Partial<typeof forumPosts.$inferInsert> = {},
) {
  const n = next()
  const [row] = await db
    .insert(forumPosts)
    .values({
      authorId,
      title: `Puzzle question ${n}`,
      content: `How do your kids get on with puzzle number ${n}?`,
      ...overrides,
    })
    .returning()
  return row!
}

export async function insertForumComment(
  db: Database,
  postId: number,
  authorId: number,
  overrides: Partial<typeof forumComments.$inferInsert> = {},
) {
  const n = next()
  const [row] = await db
    .insert(forumComments)
    .values({ postId, authorId, content: `A helpful answer, number ${n}.`, ...overrides })
    .returning()
  return row!
}

export async function insertCommunityEvent(
  db: Database,
  overrides: Partial<typeof communityEvents.$inferInsert> = {},
) {
  const n = next()
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000)
  const [row] = await db
    .insert(communityEvents)
    .values({
      title: `Virtual workshop ${n}`,
      description: `An online session for families, number ${n}.`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
      location: 'Online (Zoom)',
      ...overrides,
    })
    .returning()
  return row!
}

/**
 * An order as the shop leaves it once paid (or in `status`): one line of `quantity` × the
 * product, the stock already taken, totals that add up.
 */
export async function insertOrder(
  db: Database,
  options: {
    userId?: number | null
    productId: number
    quantity?: number
    unitPriceCents?: number
    status?: (typeof orders.$inferInsert)['status']
    contact?: Partial<ReturnType<typeof validContact>>
  },
) {
  const quantity = options.quantity ?? 1
  const unitPriceCents = options.unitPriceCents ?? 20_00
  const subtotalCents = unitPriceCents * quantity
  const shippingCents = subtotalCents >= 50_00 ? 0 : 5_99
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.userId ?? null,
      status: options.status ?? 'paid',
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
      shippingMethod: 'standard',
      ...validContact(),
      ...options.contact,
    })
    .returning()
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: options.productId,
    name: 'Orbit Puzzle',
    unitPriceCents,
    quantity,
  })
  return order!
}

/**
 * A device a member allowed notifications on (decision 095), in a sign-in of its own: a push
 * address at a public push service and keys of the right shape (nothing is sent to it).
 */
export async function insertPushDevice(
  db: Database,
  userId: number,
  device: { endpoint: string; keys: { p256dh: string; auth: string } } = {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${next()}`,
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  },
) {
  const [session] = await db
    .insert(sessions)
    .values({
      id: `device-session-${next()}`,
      userId,
      secretHash: new Uint8Array(32),
      expiresAt: new Date(Date.now() + 86_400_000),
      absoluteExpiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: sessions.id })
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, sessionId: session!.id, endpoint: device.endpoint, ...device.keys })
    .returning()
  return row!
}
