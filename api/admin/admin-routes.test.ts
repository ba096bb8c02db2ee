import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type StaffRole, staffMessages, staffRoles } from '#core/staff-roles'
import {
  barrierReports,
  contentItems,
  donations,
  educationStats,
  networkingContacts,
  newsletters,
  outbox,
  programApplications,
  staffInvitations,
  storytellingIntakes,
  storytellingSlots,
  subscribers,
  volunteerApplications,
} from '../../db/schema'
import {
  insertEducationStat,
  insertForumComment,
  insertForumPost,
  insertNetworkingContact,
  insertOrder,
  insertProduct,
  insertUser,
  testPassword,
  validProgramApplication,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { permissionFor } from './admin-permissions'

const { app, request: anonymousRequest, api, db } = await createTestApp()
const admin = await insertUser(db, { isAdmin: true })
const member = await insertUser(db)
const adminCookie = await signIn(anonymousRequest, admin.username, testPassword)
const memberCookie = await signIn(anonymousRequest, member.username, testPassword)

/** A signed-in staff member holding only that role. */
const roleCookies = Object.fromEntries(
  await Promise.all(
    staffRoles.map(async (role) => {
      const user = await insertUser(db, { staffRoles: [role] })
      return [role, await signIn(anonymousRequest, user.username, testPassword)] as const
    }),
  ),
) as Record<StaffRole, string>

/**
 * Who may use each section of /api/admin (issue 33), written out here rather than read from
 * the app's table, so a permission given to the wrong role fails this test.
 */
const fundraising = ['owner', 'fundraising'] as const
const fulfilment = ['owner', 'fulfilment'] as const
const programmes = ['owner', 'programmes'] as const
const mayUse: Record<string, readonly StaffRole[]> = {
  overview: staffRoles,
  orders: fulfilment,
  products: fulfilment,
  images: fulfilment,
  donations: fundraising,
  'giving-statements': fundraising,
  subscribers: fundraising,
  newsletters: fundraising,
  'volunteer-applications': programmes,
  'program-applications': programmes,
  'accessibility-reports': programmes,
  content: programmes,
  facts: programmes,
  'education-stats': programmes,
  'networking-contacts': programmes,
  storytelling: programmes,
  forum: ['owner', 'moderator'],
  staff: ['owner'],
  'audit-log': ['owner'],
  'privacy-requests': ['owner'],
  outbox: ['owner'],
  'stripe-webhook': ['owner'],
}

function rolesAllowed(path: string): readonly StaffRole[] {
  const section = path.split('/')[3]!
  const roles = mayUse[section]
  if (!roles)
    throw new Error(`Say who may use /api/admin/${section} in mayUse (admin-routes.test.ts)`)
  return roles
}

/** As the signed-in admin. */
const asAdmin = { headers: { Cookie: adminCookie } }

// Every route the app registers under /api/admin, so a new admin endpoint is checked unasked.
const adminRoutes = app.routes.filter(
  (route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL',
)

/** A request that reaches the handler: `:id` becomes a row made for it; the status it gets. */
async function sample(
  method: string,
  path: string,
): Promise<{ path: string; json?: unknown; status: number }> {
  const success = method === 'GET' ? 200 : 204
  if (path.startsWith('/api/admin/newsletters')) return newsletterSample(method, path)
  if (path.startsWith('/api/admin/orders/:id')) {
    const product = await insertProduct(db, { stock: 5 })
    const order = await insertOrder(db, { productId: product.id })
    const concrete = path.replace(':id', String(order.id))
    if (method === 'PATCH') return { path: concrete, json: { status: 'packed' }, status: 200 }
    // Reaches the handler: this order was never charged, so there is nothing to refund.
    if (path.endsWith('/refunds'))
      return { path: concrete, json: { reason: 'Broken' }, status: 409 }
    if (path.endsWith('/returns')) {
      return {
        path: concrete,
        json: { lines: [{ productId: product.id, quantity: 1 }] },
        status: 201,
      }
    }
    return { path: concrete, status: 200 }
  }
  if (path === '/api/admin/products' && method === 'POST') {
    const json = {
      name: 'Tangram Tiles',
      description: 'Seven wooden shapes.',
      price: 12,
      category: 'Logic Games',
      stock: 4,
      facts: { ageMin: 6, ageMax: 10, pieces: 7, size: null, inTheBox: [], skills: [] },
    }
    return { path, json, status: 201 }
  }
  if (path.startsWith('/api/admin/products/:id')) {
    const product = await insertProduct(db, { stock: 3 })
    const concrete = path.replace(':id', String(product.id))
    return method === 'PATCH'
      ? { path: concrete, json: { featured: true }, status: 200 }
      : { path: concrete, status: 200 }
  }
  if (path.startsWith('/api/admin/content')) return contentSample(method, path)
  if (path.startsWith('/api/admin/donations/:id')) {
    const [gift] = await db
      .insert(donations)
      .values({
        amountCents: 25_00,
        type: 'one-time',
        status: 'paid',
        donorName: 'Dana',
        donorEmail: 'dana@example.org',
      })
      .returning()
    const concrete = path.replace(':id', String(gift!.id))
    if (path.endsWith('/receipt')) return { path: concrete, status: 202 }
    // Reaches the handler: this gift is paid, not a pledge waiting for its cheque.
    if (path.endsWith('/received')) return { path: concrete, status: 409 }
    // Reaches the handler: this gift has no card payment to refund.
    if (path.endsWith('/refunds')) return { path: concrete, json: { reason: 'Twice' }, status: 409 }
    return { path: concrete, status: 200 }
  }
  if (path.startsWith('/api/admin/storytelling')) return storytellingSample(method, path)
  if (path.startsWith('/api/admin/staff')) return staffSample(method, path)
  // Reaches the handler: no confirmed request has this number.
  if (path === '/api/admin/privacy-requests/:id/complete') {
    return { path: path.replace(':id', '999999'), status: 404 }
  }
  if (path === '/api/admin/giving-statements') return { path, json: { year: 2026 }, status: 202 }
  if (path.startsWith('/api/admin/education-stats')) return cardSample(method, path, 'stat')
  if (path.startsWith('/api/admin/networking-contacts')) return cardSample(method, path, 'contact')
  if (path === '/api/admin/facts/figures/:key') {
    return { path: path.replace(':key', 'cities'), json: { value: '4' }, status: 200 }
  }
  if (path === '/api/admin/facts/documents/:key') {
    return {
      path: path.replace(':key', 'form990'),
      json: { label: 'Form 990 for 2024' },
      status: 200,
    }
  }
  // Reaches the handler, which asks for the file (uploads: image-admin-routes.test.ts).
  if (path === '/api/admin/images') return { path, status: 400 }
  if (!path.includes(':')) return { path, status: success }
  if (path.startsWith('/api/admin/volunteer-applications/:id')) {
    const [row] = await db
      .insert(volunteerApplications)
      .values(validVolunteerApplication())
      .returning()
    const concrete = path.replace(':id', String(row!.id))
    return method === 'PATCH'
      ? { path: concrete, json: { status: 'contacted' }, status: 200 }
      : { path: concrete, status: 200 }
  }
  if (path.startsWith('/api/admin/program-applications/:id')) {
    const [row] = await db.insert(programApplications).values(validProgramApplication()).returning()
    const concrete = path.replace(':id', String(row!.id))
    return method === 'PATCH'
      ? { path: concrete, json: { notes: 'Called back' }, status: 200 }
      : { path: concrete, status: 200 }
  }
  if (path.startsWith('/api/admin/accessibility-reports/:id')) {
    const [row] = await db
      .insert(barrierReports)
      .values({ email: 'reader@example.org', description: 'The menu traps my keyboard.' })
      .returning()
    const concrete = path.replace(':id', String(row!.id))
    return method === 'PATCH'
      ? { path: concrete, json: { status: 'contacted' }, status: 200 }
      : { path: concrete, status: 200 }
  }
  if (path === '/api/admin/subscribers/:id/unsubscribe') {
    const [row] = await db
      .insert(subscribers)
      .values({ email: `s${Date.now()}@example.org` })
      .returning()
    return { path: path.replace(':id', String(row!.id)), status: 200 }
  }
  if (path === '/api/admin/outbox/:id/resend') {
    const [failed] = await db
      .insert(outbox)
      .values({ to: 'x@example.org', subject: 'Bounced', body: 'x', failedAt: new Date() })
      .returning()
    return { path: path.replace(':id', String(failed!.id)), status: 202 }
  }
  const post = await insertForumPost(db, member.id)
  if (path.startsWith('/api/admin/forum/posts/:id')) {
    return { path: path.replace(':id', String(post.id)), status: success }
  }
  if (path.startsWith('/api/admin/forum/comments/:id')) {
    const comment = await insertForumComment(db, post.id, member.id)
    return { path: path.replace(':id', String(comment.id)), status: success }
  }
  throw new Error(`No sample for ${path}: add one to sample() in admin-routes.test.ts`)
}

let samples = 0

async function storytellingSample(method: string, path: string) {
  if (path.endsWith('/intakes/:id/sketch')) {
    const product = await insertProduct(db, { stock: 5 })
    const order = await insertOrder(db, { productId: product.id })
    const [intake] = await db
      .insert(storytellingIntakes)
      .values({
        orderId: order.id,
        childName: 'Mia',
        ageBand: '6-8',
        storyIdea: 'A dragon and a lantern.',
        sketch: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      })
      .returning()
    return { path: path.replace(':id', String(intake!.id)), status: 200 }
  }
  if (method === 'GET') return { path, status: 200 }
  // Each route is listed once per handler, so each sample needs a time of its own.
  const startsAt = new Date(Date.now() + (++samples + 1) * 86_400_000).toISOString()
  const json = { startsAt, location: 'We call you' }
  if (method === 'POST') return { path, json, status: 201 }
  const [slot] = await db
    .insert(storytellingSlots)
    .values({ startsAt: new Date(startsAt), location: 'We call you' })
    .returning()
  return { path: path.replace(':id', String(slot!.id)), status: 200 }
}

async function staffSample(method: string, path: string) {
  if (method === 'GET') return { path, status: 200 }
  if (method === 'DELETE') {
    const [invitation] = await db
      .insert(staffInvitations)
      .values({
        email: `maybe${++samples}@example.org`,
        roles: ['moderator'],
        tokenHash: new Uint8Array([samples, 1, 2, 3]),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning()
    return { path: path.replace(':id', String(invitation!.id)), status: 204 }
  }
  if (method === 'POST') {
    return {
      path,
      json: { email: `helper${++samples}@example.org`, roles: ['fulfilment'] },
      status: 201,
    }
  }
  const colleague = await insertUser(db, { staffRoles: ['moderator'] })
  return {
    path: path.replace(':id', String(colleague.id)),
    json: { roles: ['moderator', 'programmes'] },
    status: 200,
  }
}

async function cardSample(method: string, path: string, kind: 'stat' | 'contact') {
  if (method === 'GET') return { path, status: 200 }
  const json =
    kind === 'stat'
      ? {
          title: 'Reading',
          value: '64%',
          trend: '+3%',
          description: 'Children who read daily.',
          source: 'NCES',
        }
      : {
          name: 'Rosa Diaz',
          title: 'Librarian',
          company: 'City Library',
          location: 'Austin, TX',
          expertise: 'Story hours',
          email: 'rosa@example.org',
        }
  if (method === 'POST') return { path, json, status: 201 }
  const row = kind === 'stat' ? await insertEducationStat(db) : await insertNetworkingContact(db)
  const concrete = path.replace(':id', String(row.id))
  return method === 'PATCH'
    ? { path: concrete, json: { title: 'Renamed' }, status: 200 }
    : { path: concrete, status: 204 }
}

async function contentSample(method: string, path: string) {
  if (method === 'GET') return { path, status: 200 }
  if (path.endsWith('/preview')) return { path, json: { body: '# Hello' }, status: 200 }
  const json = { title: 'Puzzle night', description: 'A guide to a family puzzle night.' }
  if (method === 'POST') {
    // Each route is listed once per handler, so each sample needs an address of its own.
    const slug = `puzzle-night-${++samples}`
    return { path, json: { ...json, type: 'guide', slug, body: 'Pick a puzzle.' }, status: 201 }
  }
  const [row] = await db
    .insert(contentItems)
    .values({ ...json, type: 'guide', contentUrl: `/resources/r${Date.now()}`, body: 'Hi' })
    .returning()
  return { path: path.replace(':id', String(row!.id)), json: { published: false }, status: 200 }
}

async function newsletterSample(method: string, path: string) {
  const json = { subject: 'Spring news', body: 'Hello **families**' }
  const state = path.endsWith('/resume') ? 'paused' : path.endsWith('/pause') ? 'sending' : 'draft'
  const [row] = await db
    .insert(newsletters)
    .values({ ...json, status: state })
    .returning()
  const concrete = path.replace(':id', String(row!.id))
  if (method === 'GET') return { path: concrete, status: 200 }
  if (path === '/api/admin/newsletters') return { path: concrete, json, status: 201 }
  if (method === 'PUT') return { path: concrete, json, status: 200 }
  if (path.endsWith('/test') || path.endsWith('/send')) return { path: concrete, status: 202 }
  return { path: concrete, status: 200 }
}

describe('the admin guard', () => {
  it('covers the dashboard endpoints, the outbox and forum moderation', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/education-stats',
        'GET /api/admin/networking-contacts',
        'GET /api/admin/outbox',
        'POST /api/admin/outbox/:id/resend',
        'GET /api/admin/newsletters',
        'GET /api/admin/orders',
        'GET /api/admin/volunteer-applications',
        'PATCH /api/admin/program-applications/:id',
        'GET /api/admin/accessibility-reports',
        'PATCH /api/admin/accessibility-reports/:id',
        'GET /api/admin/subscribers',
        'POST /api/admin/products',
        'PATCH /api/admin/products/:id',
        'POST /api/admin/content',
        'PATCH /api/admin/content/:id',
        'PATCH /api/admin/orders/:id',
        'POST /api/admin/newsletters/:id/send',
        'GET /api/admin/forum/reports',
        'DELETE /api/admin/forum/posts/:id',
        'DELETE /api/admin/forum/comments/:id',
        'POST /api/admin/forum/posts/:id/dismiss-reports',
        'POST /api/admin/forum/comments/:id/dismiss-reports',
      ]),
    )
  })

  it.each(adminRoutes.map((route) => [route.method, route.path] as const))(
    '%s %s: 401 signed out, 403 for a member and for the roles it is not for',
    async (method, pattern) => {
      const allowed = rolesAllowed(pattern)
      const refused = await sample(method, pattern)
      const asAnonymous = await anonymousRequest(refused.path, { method, json: refused.json })
      expect(asAnonymous.status).toBe(401)
      expect(await asAnonymous.json()).toEqual({ error: 'Not signed in' })
      const asMember = await anonymousRequest(refused.path, {
        method,
        json: refused.json,
        headers: { Cookie: memberCookie },
      })
      expect(asMember.status).toBe(403)
      expect(await asMember.json()).toEqual({ error: 'Admins only' })
      for (const role of staffRoles) {
        if (allowed.includes(role)) continue
        const response = await anonymousRequest(refused.path, {
          method,
          json: refused.json,
          headers: { Cookie: roleCookies[role] },
        })
        expect({ role, status: response.status }).toEqual({ role, status: 403 })
        expect(await response.json()).toEqual({ error: staffMessages.notPermitted })
      }
    },
  )

  it.each(adminRoutes.map((route) => [route.method, route.path] as const))(
    '%s %s: reaches its handler for each role it is for',
    async (method, pattern) => {
      for (const role of rolesAllowed(pattern)) {
        // A fresh sample each time: the one before may have changed its row.
        const { path, json, status } = await sample(method, pattern)
        const response = await anonymousRequest(path, {
          method,
          json,
          headers: { Cookie: roleCookies[role] },
        })
        expect({ role, status: response.status }).toEqual({ role, status })
      }
    },
  )

  it('refuses a section no one listed, except to an owner', async () => {
    expect(permissionFor('/api/admin/someday-section')).toBe('staff')
    expect(permissionFor('/api/admin/orders/3/refunds')).toBe('orders')
    expect(permissionFor('/api/admin/overview')).toBe('any staff')
  })
})

describe('GET /api/admin/education-stats', () => {
  it('lists statistics in their display position', async () => {
    await db.delete(educationStats) // the guard's samples made some
    const second = await insertEducationStat(db, { title: 'Reading gains', position: 2 })
    const first = await insertEducationStat(db, {
      title: 'Problem-solving',
      trend: '+87%',
      value: '87%',
      description: 'Students who improved problem-solving.',
      source: 'BrightMinds program survey',
      position: 1,
    })
    const response = await api.admin['education-stats'].$get({}, asAdmin)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual([
      {
        id: first.id,
        title: 'Problem-solving',
        trend: '+87%',
        value: '87%',
        description: 'Students who improved problem-solving.',
        source: 'BrightMinds program survey',
        position: 1,
      },
      {
        id: second.id,
        title: 'Reading gains',
        trend: second.trend,
        value: second.value,
        description: second.description,
        source: second.source,
        position: 2,
      },
    ])
  })
})

describe('GET /api/admin/networking-contacts', () => {
  it('lists contacts, with phone null when there is none', async () => {
    await db.delete(networkingContacts) // the guard's samples made some
    const withPhone = await insertNetworkingContact(db, { name: 'Ada Park', phone: '512-555-0100' })
    const withoutPhone = await insertNetworkingContact(db, { name: 'Ben Cho' })
    const response = await api.admin['networking-contacts'].$get({}, asAdmin)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: withPhone.id,
        name: 'Ada Park',
        title: withPhone.title,
        company: withPhone.company,
        location: withPhone.location,
        expertise: withPhone.expertise,
        email: withPhone.email,
        phone: '512-555-0100',
        available: true,
      },
      expect.objectContaining({ id: withoutPhone.id, name: 'Ben Cho', phone: null }),
    ])
  })
})

describe('GET /api/admin/outbox', () => {
  it('lists e-mails newest first with where each stands', async () => {
    const day = (n: number) => new Date(`2025-01-0${n}T00:00:00Z`)
    await db.insert(outbox).values([
      { to: 'a@example.org', subject: 'Queued', body: 'one', createdAt: day(1) },
      { to: 'b@example.org', subject: 'Sent', body: 'two', createdAt: day(2), sentAt: day(2) },
      {
        to: 'c@example.org',
        subject: 'Retrying',
        body: 'three',
        createdAt: day(3),
        attempts: 2,
        lastError: '451 Try again later',
      },
      {
        to: 'd@example.org',
        subject: 'Failed',
        body: 'four',
        createdAt: day(4),
        attempts: 1,
        lastError: '550 No such user',
        failedAt: day(4),
      },
    ])
    const response = await api.admin.outbox.$get({}, asAdmin)
    expect(response.status).toBe(200)
    const body = await response.json()
    const ours = body.filter((mail) =>
      ['Queued', 'Sent', 'Retrying', 'Failed'].includes(mail.subject),
    )
    expect(ours.map((mail) => [mail.subject, mail.status])).toEqual([
      ['Failed', 'failed'],
      ['Retrying', 'retrying'],
      ['Sent', 'sent'],
      ['Queued', 'queued'],
    ])
    expect(ours[0]).toEqual({
      id: expect.any(Number),
      to: 'd@example.org',
      subject: 'Failed',
      body: 'four',
      createdAt: '2025-01-04T00:00:00.000Z',
      sentAt: null,
      status: 'failed',
      attempts: 1,
      lastError: '550 No such user',
      attachments: [],
    })
  })
})

describe('POST /api/admin/outbox/:id/resend', () => {
  const resend = (id: number | string) =>
    api.admin.outbox[':id'].resend.$post({ param: { id: String(id) } }, asAdmin)

  it('puts a failed message back in the queue, due now', async () => {
    const [row] = await db
      .insert(outbox)
      .values({
        to: 'e@example.org',
        subject: 'Bounced',
        body: 'x',
        attempts: 8,
        failedAt: new Date(),
      })
      .returning()
    const response = await resend(row!.id)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ id: row!.id, status: 'queued' })
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row!.id))
    expect(after).toMatchObject({ failedAt: null, attempts: 0, sentAt: null })
  })

  it('refuses a message that has not failed, and answers 404 for none', async () => {
    const [row] = await db
      .insert(outbox)
      .values({ to: 'f@example.org', subject: 'Fine', body: 'x', sentAt: new Date() })
      .returning()
    const sent = await resend(row!.id)
    expect(sent.status).toBe(409)
    expect(await sent.json()).toEqual({ error: 'Only a message that failed can be sent again' })
    for (const id of [999999, 'abc']) {
      const missing = await resend(id)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'Message not found' })
    }
  })
})
