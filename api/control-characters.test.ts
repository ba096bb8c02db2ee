import { eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import {
  emailSignups,
  forumPosts,
  orders,
  programApplications,
  users,
  volunteerApplications,
} from '../db/schema'
import {
  insertProduct,
  insertUser,
  testPassword,
  validContact,
  validProgramApplication,
  validRegistration,
  validVolunteerApplication,
} from '../test/factories'
import { signIn } from '../test/sessions'
import { createTestApp } from '../test/test-app'

// NUL, BEL, ESC and the C1 controls in every text field of every public form, and the bidi
// overrides and isolates in every single-line one: a clear 400, nothing stored, never the 500
// that NUL used to cause (Postgres refuses it in text). Tab and line breaks stay welcome in
// multi-line text, and right-to-left writing everywhere (decision 053).

const { request, db } = await createTestApp({
  env: {
    FORMS_PER_IP_PER_HOUR: '10000',
    REGISTER_PER_IP_PER_HOUR: '10000',
    DONATIONS_PER_IP_PER_HOUR: '10000',
    DONATIONS_PER_EMAIL_PER_HOUR: '10000',
    ORDERS_PER_USER_PER_HOUR: '10000',
    LOGIN_IP_MAX_FAILURES_PER_HOUR: '10000',
  },
})
const member = await insertUser(db, { createdAt: new Date('2020-01-01T00:00:00Z') })
const cookie = await signIn(request, member.username, testPassword)
const product = await insertProduct(db, { priceCents: 10_00, stock: 1000 })

/** Refused in every text field. */
const controls = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  'NEL (U+0085)': '\u0085',
  'CSI (U+009B)': '\u009b',
}
/** Refused in single-line fields: a name, a title, an address. */
const directionControls = { 'RLO (U+202E)': '\u202e', 'LRI (U+2066)': '\u2066' }

interface Form {
  path: string
  body: () => Record<string, unknown>
  fields: string[]
  /** The fields of `fields` that are multi-line text, where direction controls stay. */
  multiLine?: string[]
  /** Rows where the form's data would land, to check nothing was stored. */
  count?: () => Promise<number>
  signedIn?: boolean
}

const rows = (table: PgTable) => async () => (await db.select().from(table)).length

const forms: Form[] = [
  {
    path: '/api/login',
    body: () => ({ username: member.username, password: testPassword }),
    fields: ['username'],
  },
  {
    path: '/api/register',
    body: () => validRegistration(),
    fields: ['username', 'firstName', 'lastName', 'email'],
    count: rows(users),
  },
  {
    path: '/api/donations',
    body: () => ({
      amount: 25,
      name: 'Dana Lee',
      email: 'dana@example.org',
      paymentMethod: 'cheque',
      message: 'For the kids',
    }),
    fields: ['name', 'email', 'message'],
    multiLine: ['message'],
  },
  {
    path: '/api/email-signup',
    body: () => ({ email: 'list@example.org', firstName: 'Priya', lastName: 'Shah' }),
    fields: ['email', 'firstName', 'lastName'],
    count: rows(emailSignups),
  },
  {
    path: '/api/volunteer',
    body: validVolunteerApplication,
    fields: ['name', 'email', 'phone', 'location', 'expertise', 'availability', 'message'],
    multiLine: ['expertise', 'availability', 'message'],
    count: rows(volunteerApplications),
  },
  {
    path: '/api/program-applications',
    body: validProgramApplication,
    fields: ['childName', 'guardianName', 'email', 'phone', 'message'],
    multiLine: ['message'],
    count: rows(programApplications),
  },
  {
    path: '/api/orders',
    body: () => ({
      items: [{ productId: product.id, quantity: 1, price: 10 }],
      total: 15.99,
      shippingMethod: 'standard',
      contact: validContact(),
    }),
    fields: [
      'contact.firstName',
      'contact.lastName',
      'contact.email',
      'contact.address',
      'contact.city',
      'contact.state',
      'contact.zipCode',
    ],
    count: rows(orders),
    signedIn: true,
  },
  {
    path: '/api/forum/posts',
    body: () => ({ title: 'Rainy days', content: 'What do you build?' }),
    fields: ['title', 'content'],
    multiLine: ['content'],
    count: rows(forumPosts),
    signedIn: true,
  },
  {
    path: '/api/password-reset',
    body: () => ({ email: member.email }),
    fields: ['email'],
  },
]

function withValue(body: Record<string, unknown>, field: string, value: string) {
  const [outer, inner] = field.split('.') as [string, string | undefined]
  if (!inner) return { ...body, [outer]: value }
  return { ...body, [outer]: { ...(body[outer] as object), [inner]: value } }
}

function fieldValue(body: Record<string, unknown>, field: string): string {
  const [outer, inner] = field.split('.') as [string, string | undefined]
  const value = inner ? (body[outer] as Record<string, unknown>)[inner] : body[outer]
  return String(value)
}

describe.each(forms)('$path', (form) => {
  const send = (json: Record<string, unknown>) =>
    request(form.path, { json, headers: form.signedIn ? { Cookie: cookie } : {} })

  it.each(
    form.fields.flatMap((field) => {
      const refused = form.multiLine?.includes(field)
        ? controls
        : { ...controls, ...directionControls }
      return Object.entries(refused).map(([name, character]) => ({ field, name, character }))
    }),
  )('refuses $name in $field with a 400 and stores nothing', async ({ field, character }) => {
    const before = await form.count?.()
    const body = form.body()
    const original = fieldValue(body, field)
    const middle = Math.floor(original.length / 2)
    const tainted = `${original.slice(0, middle)}${character}${original.slice(middle)}`
    const response = await send(withValue(body, field, tainted))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    if (form.count) expect(await form.count()).toBe(before)
  })
})

describe('multi-line text', () => {
  it('keeps tabs and line breaks in a message', async () => {
    const message = 'First line\n\tand an indented second.\r\nThird.'
    const response = await request('/api/volunteer', {
      json: { ...validVolunteerApplication(), message },
    })
    expect(response.status).toBe(201)
  })

  it('refuses a line break inside a name', async () => {
    const response = await request('/api/volunteer', {
      json: { ...validVolunteerApplication(), name: 'Jordan\nRivera' },
    })
    expect(response.status).toBe(400)
  })
})

describe('right-to-left writing', () => {
  it('keeps Hebrew and Arabic, their direction marks and a message’s isolates, as typed', async () => {
    const application = {
      ...validVolunteerApplication(),
      name: 'שרה כהן',
      location: 'عمّان\u200f، الأردن',
      message: 'أود المساعدة في نوادي البرمجة.\nAsk for \u2067שרה\u2069 at the front desk.',
    }
    const response = await request('/api/volunteer', { json: application })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const [stored] = await db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.id, id))
    expect(stored).toMatchObject({
      name: application.name,
      location: application.location,
      message: application.message,
    })
  })

  it('keeps a forum post written right to left', async () => {
    const post = { title: 'مرحبا بالجميع', content: 'שלום\u200f! מה אתם בונים?' }
    const response = await request('/api/forum/posts', {
      json: post,
      headers: { Cookie: cookie },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject(post)
  })
})

describe('phone numbers', () => {
  it.each(['512-555-0142', '(512) 555.0142', '+44 20 7946 0958', '+1 512 555 0142'])(
    'accepts %s',
    async (phone) => {
      const response = await request('/api/volunteer', {
        json: { ...validVolunteerApplication(), phone },
      })
      expect(response.status).toBe(201)
    },
  )

  it.each([
    'call me maybe',
    '555-0142',
    'abcdefghij',
    '+1 512 555 0142 0000 99',
    '512-555-0142 x12',
    // Found by the fuzz suite: separators that are whitespace but not a space.
    '512\t555\n0142',
    '512\u000b555\u000c0142',
    '512\u2028555\u00a00142',
  ])('refuses %j', async (phone) => {
    const response = await request('/api/volunteer', {
      json: { ...validVolunteerApplication(), phone },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please enter a valid phone number' })
  })
})
