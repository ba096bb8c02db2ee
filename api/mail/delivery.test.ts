import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { outbox } from '../../db/schema'
import { startTestSmtp } from '../../test/smtp-server'
import { openTestDatabase } from '../../test/test-db'
import {
  type DeliveryPolicy,
  defaultDeliveryPolicy,
  deliverDue,
  isPermanent,
  type OutgoingMail,
  startDelivery,
} from './delivery'
import { sendMail } from './mailer'
import { smtpTransport } from './smtp-transport'

const handle = await openTestDatabase()
const { db } = handle
const smtp = await startTestSmtp()
const transport = smtpTransport(smtp.url)
afterAll(async () => {
  transport.close()
  await smtp.close()
  await handle.close()
})

const policy: DeliveryPolicy = {
  ...defaultDeliveryPolicy,
  from: 'BrightMinds <hello@example.org>',
  sender: {
    legalName: 'BrightMinds Foundation',
    address: '1 Main St, Austin, TX',
    origin: 'https://example.org',
  },
}
const second = 1000
let clock = new Date()
const now = () => clock

beforeEach(async () => {
  // Every test starts with nothing due and a clock past anything earlier tests queued.
  await db.update(outbox).set({ failedAt: new Date() })
  clock = new Date(Date.now() + 5 * second)
})

const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!

describe('delivering the outbox over SMTP', () => {
  it('sends a queued message with its text and HTML parts, Message-ID and headers', async () => {
    const { id } = await sendMail(db, {
      to: 'dana@example.org',
      subject: 'Your reset link',
      body: 'Open this link: https://example.org/reset',
      html: '<p>Open <a href="https://example.org/reset">this link</a></p>',
      headers: { 'List-Unsubscribe': '<https://example.org/unsubscribe?token=t>' },
    })
    expect(await deliverDue(db, transport.send, policy, now)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    })
    const row = await rowOf(id)
    const mail = await smtp.waitFor((m) => m.headers['message-id'] === row.messageId)
    expect(mail.to).toEqual(['dana@example.org'])
    expect(mail.from).toBe('hello@example.org')
    expect(mail.headers.subject).toBe('Your reset link')
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.org/unsubscribe?token=t>')
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/)
    // Both parts in the template: the footer names the sender and its postal address.
    expect(mail.text).toContain('Open this link: https://example.org/reset')
    expect(mail.text).toContain('BrightMinds Foundation · 1 Main St, Austin, TX')
    expect(mail.html).toContain('<a href="https://example.org/reset"')
    expect(mail.html).toContain('1 Main St, Austin, TX')
    expect(mail.html).toContain('>Unsubscribe</a>')
    expect(row).toMatchObject({ attempts: 1, sentAt: clock, lastError: null, claimedUntil: null })
    // Sent once: a further round finds nothing.
    expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(0)
  })

  it('sends a calendar entry as an attachment', async () => {
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
    const { id } = await sendMail(db, {
      to: 'kim@example.org',
      subject: 'Your call is booked',
      body: 'The calendar entry is attached.',
      attachments: [{ filename: 'call.ics', contentType: 'text/calendar; charset=utf-8', content }],
    })
    await deliverDue(db, transport.send, policy, now)
    const row = await rowOf(id)
    const mail = await smtp.waitFor((m) => m.headers['message-id'] === row.messageId)
    expect(mail.text).toContain('The calendar entry is attached.')
    expect(mail.attachments).toEqual([
      { filename: 'call.ics', contentType: 'text/calendar', content },
    ])
  })

  it('retries a temporary (4xx) refusal with a growing back-off, then sends', async () => {
    const { id } = await sendMail(db, { to: 'pat@example.org', subject: 'Retry me', body: 'x' })
    smtp.replyNext(451, 2)
    expect((await deliverDue(db, transport.send, policy, now)).retrying).toBe(1)
    let row = await rowOf(id)
    expect(row.attempts).toBe(1)
    expect(row.lastError).toMatch(/451/)
    expect(row.nextAttemptAt).toEqual(new Date(clock.getTime() + 30 * second))
    // Not due yet.
    expect(await deliverDue(db, transport.send, policy, now)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })
    clock = new Date(clock.getTime() + 30 * second)
    expect((await deliverDue(db, transport.send, policy, now)).retrying).toBe(1)
    row = await rowOf(id)
    expect(row.nextAttemptAt).toEqual(new Date(clock.getTime() + 60 * second))
    clock = new Date(clock.getTime() + 60 * second)
    expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(1)
    row = await rowOf(id)
    expect(row).toMatchObject({ attempts: 3, sentAt: clock, failedAt: null, lastError: null })
  })

  it('marks a permanent (5xx) refusal failed after the first try', async () => {
    const { id } = await sendMail(db, { to: 'gone@example.org', subject: 'Bounce', body: 'x' })
    smtp.replyNext(550)
    expect((await deliverDue(db, transport.send, policy, now)).failed).toBe(1)
    const row = await rowOf(id)
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: clock })
    expect(row.lastError).toMatch(/550/)
    clock = new Date(clock.getTime() + 24 * 3600 * second)
    expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(0)
  })

  it('gives up after the last attempt when the server is unreachable', async () => {
    const { id } = await sendMail(db, { to: 'dana@example.org', subject: 'Nobody', body: 'x' })
    const closed = await startTestSmtp()
    await closed.close()
    const unreachable = smtpTransport(closed.url)
    const twice = { ...policy, maxAttempts: 2 }
    expect((await deliverDue(db, unreachable.send, twice, now)).retrying).toBe(1)
    clock = new Date(clock.getTime() + 3600 * second)
    expect((await deliverDue(db, unreachable.send, twice, now)).failed).toBe(1)
    const row = await rowOf(id)
    expect(row).toMatchObject({ attempts: 2, sentAt: null, failedAt: clock })
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
    unreachable.close()
  })

  it('never sends a message written in a rolled-back transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await sendMail(tx, { to: 'ghost@example.org', subject: 'Rolled back', body: 'x' })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await deliverDue(db, transport.send, policy, now)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })
    expect(smtp.messages.some((m) => m.to.includes('ghost@example.org'))).toBe(false)
  })

  it('leaves a message another worker holds, and takes it back once the claim runs out', async () => {
    const { id } = await sendMail(db, { to: 'held@example.org', subject: 'Held', body: 'x' })
    const heldUntil = new Date(clock.getTime() + 60 * second)
    await db.update(outbox).set({ claimedUntil: heldUntil, attempts: 1 }).where(eq(outbox.id, id))
    expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(0)
    // The worker that held it crashed: its claim runs out and the message goes (same Message-ID).
    clock = heldUntil
    expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(1)
    const row = await rowOf(id)
    expect(row.attempts).toBe(2)
    await smtp.waitFor((m) => m.headers['message-id'] === row.messageId)
  })

  // PGlite has one connection: a transaction holding a row lock holds the whole database.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'claims past a message another worker has locked, without waiting for it',
    async () => {
      const locked = await sendMail(db, { to: 'locked@example.org', subject: 'Locked', body: 'x' })
      const free = await sendMail(db, { to: 'free@example.org', subject: 'Free', body: 'x' })
      await db.transaction(async (tx) => {
        await tx.select().from(outbox).where(eq(outbox.id, locked.id)).for('update')
        // Another connection: it would wait for this transaction if it did not skip the row.
        expect((await deliverDue(db, transport.send, policy, now)).sent).toBe(1)
      })
      expect((await rowOf(free.id)).sentAt).toEqual(clock)
      expect((await rowOf(locked.id)).sentAt).toBeNull()
    },
    10_000,
  )

  it('sends each message exactly once with two workers on one database', async () => {
    const subject = `Batch ${clock.getTime()}`
    const ids: number[] = []
    for (let i = 0; i < 30; i++) {
      ids.push((await sendMail(db, { to: `n${i}@example.org`, subject, body: `${i}` })).id)
    }
    const small = { ...policy, batchSize: 4 }
    const worker = async () => {
      let total = 0
      for (;;) {
        const { sent } = await deliverDue(db, transport.send, small, now)
        if (sent === 0) return total
        total += sent
      }
    }
    const [a, b] = await Promise.all([worker(), worker()])
    expect(a + b).toBe(30)
    const received = smtp.messages.filter((m) => m.headers.subject === subject)
    expect(received).toHaveLength(30)
    expect(new Set(received.map((m) => m.headers['message-id'])).size).toBe(30)
  })

  it('runs in the background until stopped', async () => {
    const { id } = await sendMail(db, { to: 'later@example.org', subject: 'Background', body: 'x' })
    const stop = startDelivery(db, transport.send, policy, { intervalMs: 10 })
    const row = await rowOf(id)
    await smtp.waitFor((m) => m.headers['message-id'] === row.messageId)
    await stop()
    expect((await rowOf(id)).sentAt).not.toBeNull()
  })
})

/** A transport that keeps what it is given, refusing the addresses `refusals` names. */
function recordingTransport(refusals: Record<string, Error & { responseCode?: number }> = {}) {
  const handed: OutgoingMail[] = []
  const send = async (mail: OutgoingMail) => {
    handed.push(mail)
    const refusal = refusals[mail.to]
    if (refusal) throw refusal
  }
  return { send, handed }
}

function smtpError(responseCode: number, message = `${responseCode} refused`) {
  return Object.assign(new Error(message), { responseCode })
}

describe('what a failure means', () => {
  it('takes an SMTP reply of 500 and above as final, and anything else as worth a retry', () => {
    expect(isPermanent(smtpError(500))).toBe(true)
    expect(isPermanent(smtpError(550))).toBe(true)
    expect(isPermanent(smtpError(499))).toBe(false)
    expect(isPermanent(smtpError(421))).toBe(false)
    expect(isPermanent(Object.assign(new Error('x'), { responseCode: '550' }))).toBe(false)
    expect(isPermanent(new Error('connection reset'))).toBe(false)
  })

  it('keeps the first 1000 characters of a long error', async () => {
    const { id } = await sendMail(db, { to: 'long@example.org', subject: 'Long error', body: 'x' })
    const { send } = recordingTransport({ 'long@example.org': smtpError(421, 'y'.repeat(5000)) })
    expect(await deliverDue(db, send, policy, now)).toMatchObject({ retrying: 1 })
    expect((await rowOf(id)).lastError).toBe('y'.repeat(1000))
  })
})

describe('the footer of a newsletter', () => {
  it('links the page that asks before unsubscribing, for the one-click address, http or https', async () => {
    const { send, handed } = recordingTransport()
    for (const origin of ['http://localhost:3000', 'https://brightminds.example']) {
      await sendMail(db, {
        to: 'reader@example.org',
        subject: `News from ${origin}`,
        body: 'This month',
        headers: {
          'List-Unsubscribe': `<${origin}/api/subscriptions/unsubscribe?token=7.abc>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
    }
    await deliverDue(db, send, policy, now)
    for (const origin of ['http://localhost:3000', 'https://brightminds.example']) {
      const mail = handed.find((each) => each.subject === `News from ${origin}`)!
      expect(mail.text).toContain(`${origin}/unsubscribe?token=7.abc`)
      expect(mail.text).not.toContain('/api/subscriptions/unsubscribe')
      // The header keeps the one-click address mail programs post to.
      expect(mail.headers?.['List-Unsubscribe']).toBe(
        `<${origin}/api/subscriptions/unsubscribe?token=7.abc>`,
      )
    }
  })
})

describe('the background delivery', () => {
  it('runs the next round at once after a full batch, failures included, until one is not full', async () => {
    const subject = `Batch ${Date.now()}`
    const addresses = ['bounce', 'busy', 'one', 'two', 'three'].map((name) => `${name}@example.org`)
    for (const to of addresses) await sendMail(db, { to, subject, body: 'x' })
    const { send, handed } = recordingTransport({
      'bounce@example.org': smtpError(550),
      'busy@example.org': smtpError(421),
    })
    // Two per round and an hour between rounds that are not full: only "at once" gets through.
    const stop = startDelivery(
      db,
      send,
      { ...policy, batchSize: 2 },
      { intervalMs: 3_600_000, now },
    )
    // Round 1: one failed for good and one to retry (a full batch); round 2: two sent; round 3: one.
    await expect.poll(() => handed.filter((mail) => mail.subject === subject).length).toBe(5)
    await stop()
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, subject))
      .orderBy(outbox.id)
    expect(rows.map((row) => [row.to, row.sentAt !== null, row.failedAt !== null])).toEqual([
      ['bounce@example.org', false, true],
      ['busy@example.org', false, false],
      ['one@example.org', true, false],
      ['two@example.org', true, false],
      ['three@example.org', true, false],
    ])
  })
})
