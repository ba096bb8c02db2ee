import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { donations, newsletters, outbox, subscribers } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { loadEnv } from '../env'
import { verifyLinkToken } from '../giving/donations'
import { type DeliveryPolicy, defaultDeliveryPolicy, deliverDue } from '../mail/delivery'
import { settingsFrom } from '../settings'
import { queueNewsletterBatch } from './newsletters'
import { subscriberIdOf } from './subscribers'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const { request, api, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', DONATION_LINK_SECRET: secret },
})
const { giving } = settingsFrom(
  loadEnv({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: 'https://brightminds.example',
    DONATION_LINK_SECRET: secret,
  }),
)
const ctx = { origin: 'https://brightminds.example', giving }
const admin = await insertUser(db, { isAdmin: true, email: 'staff@example.org' })
const cookie = await signIn(request, admin.username, testPassword)
const asAdmin = { headers: { Cookie: cookie } }
const newsletterApi = api.admin.newsletters
const oneNewsletter = newsletterApi[':id']
const byId = (id: number) => ({ param: { id: String(id) } })

/** A body the contract refuses, sent as it is. */
function draftAnyway(json: unknown) {
  return request('/api/admin/newsletters', { json, ...asAdmin })
}

let sequence = 0
async function addSubscribers(status: 'pending' | 'confirmed' | 'unsubscribed', n: number) {
  const rows = Array.from({ length: n }, () => ({
    email: `${status}${++sequence}@example.org`,
    status,
  }))
  return db.insert(subscribers).values(rows).returning()
}

async function draft(subject = `News ${++sequence}`, body = 'Hello **families**!') {
  const response = await newsletterApi.$post({ json: { subject, body } }, asAdmin)
  return bodyAt(response, 201)
}

async function queueAll() {
  let total = 0
  for (;;) {
    const queued = await queueNewsletterBatch(db, ctx, new Date(), 7)
    total += queued
    if (queued === 0) return total
  }
}

const copiesOf = (id: number) => db.select().from(outbox).where(eq(outbox.newsletterId, id))

async function listed(id: number) {
  const list = await bodyAt(await newsletterApi.$get({}, asAdmin), 200)
  return list.find((row) => row.id === id)!
}

describe('writing a newsletter', () => {
  it('refuses an empty subject or body with the form messages', async () => {
    for (const [json, error] of [
      [{ subject: ' ', body: 'x' }, 'Please enter a subject'],
      [{ subject: 'Hi', body: '' }, 'Please write the newsletter'],
    ] as const) {
      const response = await newsletterApi.$post({ json }, asAdmin)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
  })

  it('previews Markdown in the e-mail template, raw HTML and script links made harmless', async () => {
    const { id } = await draft(
      'Spring workshops',
      '# Spring\n\nNew **puzzles** at [our store](https://brightminds.example/store).\n\n<script>alert(1)</script> [click](javascript:alert(1))',
    )
    const response = await oneNewsletter.preview.$get({ ...byId(id), query: {} }, asAdmin)
    const { html, text } = await bodyAt(response, 200)
    expect(html).toContain('<h1>Spring</h1>')
    expect(html).toContain('<strong>puzzles</strong>')
    expect(html).toContain('<a href="https://brightminds.example/store">our store</a>')
    expect(html).not.toContain('<script>')
    expect(html).not.toMatch(/href="javascript/i)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('>Unsubscribe</a>')
    expect(text).toContain('New **puzzles**')
    expect(text).toContain('120 Learning Lane')
  })

  it('sends a test copy to the admin only, outside the list', async () => {
    const { id } = await draft('Test me')
    const response = await oneNewsletter.test.$post(byId(id), asAdmin)
    expect(response.status).toBe(202)
    const mails = await db.select().from(outbox).where(eq(outbox.subject, '[Test] Test me'))
    expect(mails.map((mail) => mail.to)).toEqual(['staff@example.org'])
    expect(mails[0]!.newsletterId).toBeNull()
    expect((await listed(id)).status).toBe('draft')
  })

  it('edits a draft, and nothing once it is being sent', async () => {
    const { id } = await draft()
    const edit = (subject: string) =>
      oneNewsletter.$put({ ...byId(id), json: { subject, body: 'b' } }, asAdmin)
    expect((await edit('Better subject')).status).toBe(200)
    expect((await oneNewsletter.send.$post(byId(id), asAdmin)).status).toBe(202)
    const late = await edit('Too late')
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({ error: 'Only a draft can be edited or sent' })
    expect((await oneNewsletter.send.$post(byId(id), asAdmin)).status).toBe(409)
    expect((await oneNewsletter.send.$post(byId(99999), asAdmin)).status).toBe(404)
    await db.update(newsletters).set({ status: 'sent' }).where(eq(newsletters.id, id))
  })
})

describe('sending a newsletter', () => {
  it('queues one copy per confirmed subscriber, each with its own unsubscribe headers', async () => {
    const confirmed = await addSubscribers('confirmed', 16)
    await addSubscribers('pending', 3)
    await addSubscribers('unsubscribed', 2)
    const { id } = await draft('Monthly news')
    const started = await oneNewsletter.send.$post(byId(id), asAdmin)
    expect(await started.json()).toMatchObject({ status: 'sending' })
    const allConfirmed = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.status, 'confirmed'))
    expect((await listed(id)).recipients).toBe(allConfirmed.length)

    await queueAll()
    const copies = await copiesOf(id)
    expect(copies.map((copy) => copy.to).sort()).toEqual(allConfirmed.map((s) => s.email).sort())
    for (const copy of copies) {
      const subscriber = allConfirmed.find((s) => s.email === copy.to)!
      const token = /token=([\w.-]+)>/.exec(copy.headers!['List-Unsubscribe']!)![1]
      expect(subscriberIdOf(giving.linkSecret, token)).toBe(subscriber.id)
      expect(copy.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(copy.html).toContain('<strong>families</strong>')
    }
    expect(confirmed.every((s) => copies.some((copy) => copy.to === s.email))).toBe(true)
    expect(await listed(id)).toMatchObject({ status: 'sent', queued: copies.length, sent: 0 })
  })

  it('pauses queueing and delivery, and resumes where it stopped', async () => {
    await addSubscribers('confirmed', 10)
    const { id } = await draft('Pausable')
    await oneNewsletter.send.$post(byId(id), asAdmin)
    expect(await queueNewsletterBatch(db, ctx, new Date(), 7)).toBe(7)
    const paused = await oneNewsletter.pause.$post(byId(id), asAdmin)
    expect(await paused.json()).toMatchObject({ status: 'paused' })
    expect(await queueNewsletterBatch(db, ctx, new Date(), 7)).toBe(0)

    const sent: string[] = []
    const policy: DeliveryPolicy = {
      ...defaultDeliveryPolicy,
      from: 'x@example.org',
      sender: { legalName: 'B', address: 'A', origin: 'https://brightminds.example' },
    }
    const transport = async (mail: { subject: string }) => {
      sent.push(mail.subject)
    }
    await deliverDue(db, transport, policy, () => new Date(Date.now() + 5000))
    expect(sent).not.toContain('Pausable')

    expect((await oneNewsletter.pause.$post(byId(id), asAdmin)).status).toBe(409)
    const resumed = await oneNewsletter.resume.$post(byId(id), asAdmin)
    expect(await resumed.json()).toMatchObject({ status: 'sending' })
    await queueAll()
    for (let round = 0; round < 10; round++) {
      await deliverDue(db, transport, policy, () => new Date(Date.now() + 5000))
    }
    const all = await db.select().from(subscribers).where(eq(subscribers.status, 'confirmed'))
    expect(sent.filter((subject) => subject === 'Pausable')).toHaveLength(all.length)
    expect(await listed(id)).toMatchObject({ status: 'sent', sent: all.length, failed: 0 })
  })

  it('queues each subscriber once when two servers queue at the same time', async () => {
    await addSubscribers('confirmed', 20)
    const { id } = await draft('Twice?')
    await oneNewsletter.send.$post(byId(id), asAdmin)
    await Promise.all([queueAll(), queueAll()])
    const copies = await copiesOf(id)
    expect(new Set(copies.map((copy) => copy.to)).size).toBe(copies.length)
    const all = await db.select().from(subscribers).where(eq(subscribers.status, 'confirmed'))
    expect(copies).toHaveLength(all.length)
  })
})

describe('a term update to the current sponsors (decision 061)', () => {
  async function sponsorship(
    email: string,
    status: 'paid' | 'past_due' | 'pledged' | 'cancelled' | 'pending',
    program: 'sponsorship' | 'general' = 'sponsorship',
  ) {
    const [row] = await db
      .insert(donations)
      .values({
        amountCents: 3500,
        type: 'monthly',
        status,
        paymentMethod: status === 'pledged' ? 'cheque' : 'card',
        donorName: 'Sam Sponsor',
        donorEmail: email,
        program,
      })
      .returning()
    return row!
  }

  it('goes to each current sponsor once, with the link to their sponsorship, and to nobody else', async () => {
    const tag = ++sequence
    const paid = await sponsorship(`paid${tag}@example.org`, 'paid')
    await sponsorship(`PAID${tag}@example.org`, 'paid') // the same donor's second sponsorship
    const retried = await sponsorship(`retried${tag}@example.org`, 'past_due')
    const pledged = await sponsorship(`pledged${tag}@example.org`, 'pledged')
    await sponsorship(`ended${tag}@example.org`, 'cancelled')
    await sponsorship(`waiting${tag}@example.org`, 'pending')
    await sponsorship(`general${tag}@example.org`, 'paid', 'general')
    // Ended once and sponsoring again: the current one counts, not the ended one before it.
    await sponsorship(`back${tag}@example.org`, 'cancelled')
    const back = await sponsorship(`back${tag}@example.org`, 'paid')
    await addSubscribers('confirmed', 3)

    const response = await newsletterApi.$post(
      {
        json: {
          subject: `Spring term ${tag}`,
          body: 'Our **Tuesday cohort** built bridges.',
          audience: 'sponsors',
        },
      },
      asAdmin,
    )
    const { id } = await bodyAt(response, 201)
    const started = await oneNewsletter.send.$post(byId(id), asAdmin)
    expect(await started.json()).toMatchObject({ status: 'sending', recipients: 4 })
    await queueAll()

    const copies = await copiesOf(id)
    expect(copies.map((copy) => copy.to).sort()).toEqual(
      [paid, pledged, retried, back].map((row) => row.donorEmail).sort(),
    )
    for (const copy of copies) {
      const owner = [paid, pledged, retried, back].find((row) => row.donorEmail === copy.to)!
      expect(copy.subject).toBe(`Spring term ${tag}`)
      expect(copy.body).toMatch(/^Our \*\*Tuesday cohort\*\* built bridges\.\n\n---\n\n/)
      const link = new RegExp(
        `To change, pause or end your sponsorship: https://brightminds\\.example/donations/${owner.id}/manage\\?token=(\\S+)$`,
      ).exec(copy.body)
      expect(link, copy.body).not.toBeNull()
      expect(verifyLinkToken(giving, 'manage', owner.id, link![1], new Date())).toBe(true)
      expect(copy.html).toContain('<strong>Tuesday cohort</strong>')
      expect(copy.html).toContain(`/donations/${owner.id}/manage?token=`)
      // Not the mailing list's: no list to unsubscribe from.
      expect(copy.headers).toBeNull()
    }
    expect(await listed(id)).toMatchObject({ status: 'sent', recipients: 4, queued: 4 })
  })

  it('keeps going to subscribers by default, and refuses an audience it does not know', async () => {
    const { id } = await draft('Default audience')
    const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id))
    expect(row!.audience).toBe('subscribers')
    const refused = await draftAnyway({ subject: 'All', body: 'Hi', audience: 'everyone' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Audience must be subscribers or sponsors' })
  })
})
