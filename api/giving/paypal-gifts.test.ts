import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { donations, outbox } from '../../db/schema'
import { startFakePayPal } from '../../test/fake-paypal'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

/**
 * Decision 041: PayPal for one-time gifts through Orders v2 — the order made and captured on the
 * server, the gift paid only by a capture that matches it, webhooks verified through PayPal's API —
 * against a local fake of PayPal's HTTP API.
 */
const paypal = await startFakePayPal()
afterAll(paypal.close)
const { request, api, db } = await createTestApp({
  env: { ...paypal.env, DONATIONS_PER_EMAIL_PER_HOUR: '100', DONATIONS_PER_IP_PER_HOUR: '1000' },
})

let sequence = 0
const donor = () => ({ name: 'Pat Pal', email: `pal${++sequence}@example.org` })

async function paypalGift(amount = 30, who = donor()) {
  const response = await api.donations.$post({
    json: { amount, ...who, paymentMethod: 'paypal' },
  })
  return { ...((await bodyAt(response, 201)) as { id: number; paypalOrderId: string }), who }
}

const capture = (id: number, orderId: string) =>
  api.donations[':id'].paypal.capture.$post({ param: { id: String(id) }, json: { orderId } })

const donorRow = () => {
  const { name, email } = donor()
  return { donorName: name, donorEmail: email }
}

async function row(id: number) {
  const [found] = await db.select().from(donations).where(eq(donations.id, id))
  return found!
}

function webhook(event: object, headers = paypal.webhookHeaders()) {
  return request('/api/paypal/webhook', {
    method: 'POST',
    body: JSON.stringify(event),
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

describe('PayPal gifts', () => {
  it('are offered only as one-time gifts, with the client id for the buttons', async () => {
    const config = await (await api.config.$get()).json()
    expect(config.giving.methods).toEqual(['paypal', 'cheque'])
    expect(config.giving.paypalClientId).toBe('fake-paypal-client')
    const monthly = await api.donations.$post({
      json: { amount: 10, type: 'monthly', ...donor(), paymentMethod: 'paypal' },
    })
    expect(monthly.status).toBe(422)
    expect(await monthly.json()).toEqual({
      error: 'PayPal gifts are one-time. Monthly gifts are by card or US bank account.',
    })
  })

  it('are paid only once the server captures the approved order', async () => {
    const gift = await paypalGift(30)
    expect(gift).toMatchObject({ status: 'pending', amount: 30 })
    const created = paypal.requests.findLast((r) => r.path === '/v2/checkout/orders')!
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { custom_id: String(gift.id), amount: { currency_code: 'USD', value: '30.00' } },
      ],
    })
    expect(await row(gift.id)).toMatchObject({
      status: 'pending',
      paypalOrderId: gift.paypalOrderId,
    })

    const early = await capture(gift.id, gift.paypalOrderId)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      error: 'The PayPal payment was not approved. Please try again.',
    })
    expect((await row(gift.id)).status).toBe('pending')

    paypal.approve(gift.paypalOrderId)
    const captured = await capture(gift.id, gift.paypalOrderId)
    expect(captured.status).toBe(200)
    expect(await captured.json()).toEqual({ id: gift.id, status: 'paid' })
    expect(await row(gift.id)).toMatchObject({
      status: 'paid',
      paypalCaptureId: expect.stringMatching(/^CAP/),
    })
    const mails = await db.select().from(outbox).where(eq(outbox.to, gift.who.email))
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your donation receipt from BrightMinds Foundation (#${gift.id})`,
    ])
    // Asked again (a double click): the same answer, no second receipt.
    expect(await (await capture(gift.id, gift.paypalOrderId)).json()).toEqual({
      id: gift.id,
      status: 'paid',
    })
    expect(await db.select().from(outbox).where(eq(outbox.to, gift.who.email))).toHaveLength(1)
  })

  it('tell the donor when PayPal declines, and open nobody else’s gift', async () => {
    const gift = await paypalGift(12)
    paypal.decline(gift.paypalOrderId)
    const declined = await capture(gift.id, gift.paypalOrderId)
    expect(declined.status).toBe(402)
    expect(await declined.json()).toEqual({
      error: 'PayPal could not take this payment. Please try again or give another way.',
    })
    expect((await row(gift.id)).status).toBe('pending')
    const other = await paypalGift(12)
    const foreign = await capture(gift.id, other.paypalOrderId)
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ error: 'Donation not found' })
  })

  it('captures nothing for a gift that is no longer waiting for its payment', async () => {
    const gift = await paypalGift(18)
    paypal.approve(gift.paypalOrderId)
    await db.update(donations).set({ status: 'failed' }).where(eq(donations.id, gift.id))
    const captures = paypal.requests.filter((r) => r.path.endsWith('/capture')).length
    const refused = await capture(gift.id, gift.paypalOrderId)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'PayPal could not take this payment. Please try again or give another way.',
    })
    expect(paypal.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(captures)
    expect((await row(gift.id)).status).toBe('failed')
  })
})

describe('a PayPal capture that does not simply complete', () => {
  it('leaves a gift paid by eCheck pending until PayPal says the money cleared', async () => {
    const gift = await paypalGift(40)
    paypal.approveWithECheck(gift.paypalOrderId)
    const captured = await capture(gift.id, gift.paypalOrderId)
    expect(captured.status).toBe(200)
    expect(await captured.json()).toEqual({ id: gift.id, status: 'pending' })
    expect(await row(gift.id)).toMatchObject({ status: 'pending', paypalCaptureId: null })
    expect(await db.select().from(outbox).where(eq(outbox.to, gift.who.email))).toEqual([])
  })

  it('says PayPal is unavailable, not declined, when PayPal is down, and captures later', async () => {
    const gift = await paypalGift(16)
    paypal.approve(gift.paypalOrderId)
    paypal.failNext(503)
    const down = await capture(gift.id, gift.paypalOrderId)
    expect(down.status).toBe(502)
    expect(await down.json()).toEqual({
      error: 'Payment processing is unavailable right now. Please try again.',
    })
    expect((await row(gift.id)).status).toBe('pending')
    const later = await capture(gift.id, gift.paypalOrderId)
    expect(await bodyAt(later, 200)).toEqual({ id: gift.id, status: 'paid' })
  })

  it('asks again with the same PayPal-Request-Id after a lost answer: paid once, not refused', async () => {
    const gift = await paypalGift(21)
    paypal.approve(gift.paypalOrderId)
    paypal.loseNextCaptureAnswer()
    const lost = await capture(gift.id, gift.paypalOrderId)
    expect(lost.status).toBe(502)
    expect((await row(gift.id)).status).toBe('pending')
    // PayPal captured it; asked again under the same id, it answers that capture, not "already
    // captured".
    const again = await capture(gift.id, gift.paypalOrderId)
    expect(await bodyAt(again, 200)).toEqual({ id: gift.id, status: 'paid' })
    const mails = await db.select().from(outbox).where(eq(outbox.to, gift.who.email))
    expect(mails).toHaveLength(1)
  })
})

describe('PayPal captures racing each other', () => {
  // On PGlite requests run one at a time; on Postgres (TEST_DATABASE_URL) these are real races.
  it('answers paid to every one of 10 captures of one approved gift at once, with one receipt', async () => {
    const gift = await paypalGift(33)
    paypal.approve(gift.paypalOrderId)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => capture(gift.id, gift.paypalOrderId)),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(bodies).toEqual(Array(10).fill({ id: gift.id, status: 'paid' }))
    expect(await row(gift.id)).toMatchObject({
      status: 'paid',
      paypalCaptureId: expect.stringMatching(/^CAP/),
    })
    const mails = await db.select().from(outbox).where(eq(outbox.to, gift.who.email))
    expect(mails).toHaveLength(1)
  })
})

describe('the PayPal webhook', () => {
  it('marks a gift paid by a verified completed capture, once', async () => {
    const gift = await paypalGift(45)
    const event = {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPWEBHOOK1',
        status: 'COMPLETED',
        custom_id: String(gift.id),
        amount: { currency_code: 'USD', value: '45.00' },
      },
    }
    const forged = await webhook(event, {
      ...paypal.webhookHeaders(),
      'paypal-transmission-sig': 'forged',
    })
    expect(forged.status).toBe(400)
    expect((await row(gift.id)).status).toBe('pending')

    const applied = await webhook(event)
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await row(gift.id)).toMatchObject({ status: 'paid', paypalCaptureId: 'CAPWEBHOOK1' })
    expect(await (await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' })

    const wrongAmount = await webhook({
      ...event,
      id: 'WH-EVT-2',
      resource: { ...event.resource, custom_id: String((await paypalGift(20)).id) },
    })
    expect(await wrongAmount.json()).toEqual({ received: true, outcome: 'unchanged' })
  })

  it('pays a gift only for a completed capture of this gift, in its amount, in dollars', async () => {
    const gift = await paypalGift(45)
    let sequenceOfEvents = 0
    const completed = (resource: object) =>
      webhook({
        id: `WH-MATCH-${gift.id}-${++sequenceOfEvents}`,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          id: 'CAPMATCH',
          status: 'COMPLETED',
          custom_id: String(gift.id),
          amount: { currency_code: 'USD', value: '45.00' },
          ...resource,
        },
      })
    for (const wrong of [
      { status: 'PENDING' },
      { amount: { currency_code: 'USD', value: '44.99' } },
      { amount: { currency_code: 'CAD', value: '45.00' } },
    ]) {
      expect(await (await completed(wrong)).json()).toEqual({
        received: true,
        outcome: 'unchanged',
      })
      expect((await row(gift.id)).status).toBe('pending')
    }
    expect(await (await completed({})).json()).toEqual({ received: true, outcome: 'applied' })
    expect(await row(gift.id)).toMatchObject({ status: 'paid', paypalCaptureId: 'CAPMATCH' })
  })

  it('fails a gift whose capture PayPal denied, and ignores what is not a PayPal gift', async () => {
    const gift = await paypalGift(25)
    const denied = {
      id: `WH-DENIED-${gift.id}`,
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource: { id: 'CAPDENIED', status: 'DECLINED', custom_id: String(gift.id) },
    }
    expect(await (await webhook(denied)).json()).toEqual({ received: true, outcome: 'applied' })
    expect((await row(gift.id)).status).toBe('failed')
    // Denied again under another event id: the gift has already failed.
    const again = { ...denied, id: `WH-DENIED-AGAIN-${gift.id}` }
    expect(await (await webhook(again)).json()).toEqual({ received: true, outcome: 'unchanged' })

    const other = await paypalGift(25)
    const refunded = {
      ...denied,
      id: `WH-REFUNDED-${other.id}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
    }
    refunded.resource = { ...denied.resource, custom_id: String(other.id) }
    expect(await (await webhook(refunded)).json()).toEqual({ received: true, outcome: 'ignored' })
    expect((await row(other.id)).status).toBe('pending')

    // A card gift, as the card form writes it before Stripe answers.
    const [card] = await db
      .insert(donations)
      .values({ amountCents: 25_00, type: 'one-time', paymentMethod: 'card', ...donorRow() })
      .returning()
    const aboutCard = { ...denied, id: `WH-CARD-${card!.id}` }
    aboutCard.resource = { ...denied.resource, custom_id: String(card!.id) }
    expect(await (await webhook(aboutCard)).json()).toEqual({ received: true, outcome: 'ignored' })
    expect((await row(card!.id)).status).toBe('pending')
    const nobody = { ...denied, id: 'WH-NOBODY', resource: { id: 'CAPX', status: 'DECLINED' } }
    expect(await (await webhook(nobody)).json()).toEqual({ received: true, outcome: 'ignored' })
  })

  it('refuses an unreadable event', async () => {
    const response = await webhook({ nothing: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unreadable PayPal event' })
  })
})
