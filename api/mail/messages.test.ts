import { asc } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import type { DonationCreated } from '#core/schemas/donation'
import { outbox } from '../../db/schema'
import {
  insertProduct,
  insertUser,
  testPassword,
  validContact,
  validProgramApplication,
  validRegistration,
  validVolunteerApplication,
} from '../../test/factories'
import { createMailApp } from '../../test/mail-app'
import { signIn } from '../../test/sessions'
import { signedLink } from '../../test/signed-links'
import { intentIdOf } from '../../test/stripe-events'
import { bodyAt } from '../../test/typed-response'
import { renderMail } from './template'

/**
 * Every message the site sends, made by the real flows and rendered in the one template: the
 * text parts are snapshots (tokens and signatures masked), the HTML parts are checked for what
 * every message must carry.
 */
const { request, api, db, fake, send } = await createMailApp()
const sender = {
  legalName: 'BrightMinds Foundation',
  address: '120 Learning Lane, Suite 4, Austin, TX 78701',
  origin: 'https://brightminds.example',
}

type DonationBody = InferRequestType<typeof api.donations.$post>['json']

async function give(json: Omit<DonationBody, 'name' | 'email'>) {
  const response = await api.donations.$post({
    json: { name: 'Dana Lee', email: 'dana@example.org', ...json },
  })
  return (await bodyAt(response, 201)) as DonationCreated & {
    subscriptionId?: string
    clientSecret?: string
  }
}

async function makeEveryMessage() {
  // Accounts: sign-up (verification), a second sign-up with that address, a password reset.
  const registration = validRegistration({ username: 'dana.lee', email: 'dana@example.org' })
  expect((await api.register.$post({ json: registration })).status).toBe(201)
  const again = validRegistration({ username: 'dana.again', email: 'dana@example.org' })
  expect((await api.register.$post({ json: again })).status).toBe(201)
  await api['password-reset'].$post({ json: { email: 'dana@example.org' } })

  // Outreach: a newsletter sign-up (double opt-in), volunteer and program applications.
  await api['email-signup'].$post({
    json: { email: 'reader@example.org', source: 'newsletter' },
  })
  await api.volunteer.$post({ json: validVolunteerApplication() })
  await api['program-applications'].$post({ json: validProgramApplication() })

  // Giving: a bank pledge, a paid one-time card gift, a paid monthly gift, then its cancellation.
  await give({ amount: 50, type: 'one-time', paymentMethod: 'cheque' })
  const once = await give({ amount: 25, type: 'one-time', paymentMethod: 'card' })
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(once.clientSecret!)))
  const monthly = await give({ amount: 40, type: 'monthly', paymentMethod: 'card' })
  await send('invoice.paid', fake.payInvoice(monthly.subscriptionId!))
  const cancel = await api.donations[':id'].cancel.$post(signedLink(monthly.managePath!))
  expect(cancel.status).toBe(200)

  // Shop: a paid order.
  const buyer = await insertUser(db)
  const cookie = await signIn(request, buyer.username, testPassword)
  const product = await insertProduct(db, { name: 'Orbit Puzzle', priceCents: 20_00, stock: 5 })
  const as = { headers: { Cookie: cookie } }
  const order = await api.orders.$post(
    {
      json: {
        items: [{ productId: product.id, quantity: 3, price: 20 }],
        total: 60,
        shippingMethod: 'standard',
        contact: validContact(),
      },
    },
    as,
  )
  const { id } = await bodyAt(order, 201)
  const payment = await api['create-payment-intent'].$post({ json: { orderId: id } }, as)
  const { clientSecret } = await bodyAt(payment, 200)
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(clientSecret)))

  return db.select().from(outbox).orderBy(asc(outbox.id))
}

const messages = await makeEveryMessage()
const mask = (text: string) =>
  text.replace(/token=[\w.-]+/g, 'token=…').replace(/\b(pi|sub|in|cus)_[\w]+/g, '$1_…')

describe('every message the site sends', () => {
  it('covers each kind of message', () => {
    expect(messages.map((message) => message.subject)).toEqual([
      'Confirm your email address for BrightMinds Foundation',
      'Someone tried to register with your address at BrightMinds Foundation',
      expect.stringMatching(/^Reset your BrightMinds Foundation password$/),
      expect.stringMatching(/^Reset your BrightMinds Foundation password$/),
      'Please confirm your subscription to BrightMinds Foundation',
      'Thank you for volunteering with BrightMinds',
      expect.stringMatching(/^We received Maya Rivera's application to /),
      expect.stringMatching(/pledge|bank|transfer/i),
      expect.stringMatching(/receipt/i),
      expect.stringMatching(/receipt/i),
      expect.stringMatching(/^Your monthly gift to /),
      expect.stringMatching(/^Your BrightMinds order #\d+ is confirmed$/),
    ])
  })

  it.each(messages.map((message) => [`#${message.id} ${message.subject}`, message] as const))(
    '%s: text part',
    (_subject, message) => {
      const { text } = renderMail({ subject: message.subject, text: message.body }, sender)
      expect(mask(text)).toMatchSnapshot()
    },
  )

  it.each(messages.map((message) => [`#${message.id} ${message.subject}`, message] as const))(
    '%s: HTML part with the brand header, the footer and no remote image',
    (_subject, message) => {
      const { html } = renderMail({ subject: message.subject, text: message.body }, sender)
      expect(html).toContain('<meta name="color-scheme" content="light dark">')
      expect(html).toContain('name="viewport"')
      expect(html).toContain(
        'BrightMinds Foundation · 120 Learning Lane, Suite 4, Austin, TX 78701',
      )
      expect(html).not.toMatch(/<img|url\(/i)
      // Every link of the text is a link in the HTML.
      for (const url of message.body.match(/https?:\/\/\S+/g) ?? []) {
        expect(html).toContain(`href="${url.replaceAll('&', '&amp;')}"`)
      }
    },
  )
})
