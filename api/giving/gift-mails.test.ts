import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { irsAcknowledgement, noGoodsOrServices } from '#core/schemas/donation'
import { donations, outbox, pushChoices, pushNotices } from '../../db/schema'
import { insertPushDevice, insertUser } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import type { GivingSettings } from '../settings'
import {
  type DonationRow,
  markDonationFailed,
  markDonationProcessing,
  noteInvoiceFailed,
  pledgeMail,
  receiptMail,
  sendTributeCard,
} from './donations'

/**
 * What a donor, an honoree and their family read, word for word: a receipt is a tax document
 * (the IRS acknowledgment at $250, what was refunded and kept), and each line of these e-mails
 * is one a donor acts on.
 */
const { db } = await createTestApp()

const settings: GivingSettings = {
  organization: {
    legalName: 'BrightMinds Foundation',
    ein: '12-3456789',
    address: '100 Main St, Springfield, IL 62701',
  },
  timeZone: 'America/Chicago',
  linkSecret: Buffer.from('a-test-secret-that-is-long-enough-0123456789'),
  linkDays: 365,
  manageLinkDays: 45,
  campaignGoalCents: 0,
  chequeInstructions: 'Checks payable to BrightMinds Foundation, 100 Main St.',
  feeRates: {
    card: { basisPoints: 220, fixedCents: 30, capCents: null },
    bank: { basisPoints: 80, fixedCents: 0, capCents: 500 },
  },
  solicitationDisclosure: undefined,
}

let sequence = 0
/** A gift's row as the database holds it, one-time by card unless told. */
async function gift(fields: Partial<typeof donations.$inferInsert> = {}): Promise<DonationRow> {
  const [row] = await db
    .insert(donations)
    .values({
      amountCents: 4000,
      type: 'one-time',
      status: 'pending',
      paymentMethod: 'card',
      donorName: 'Dana Lee',
      donorEmail: `mail-donor${++sequence}@example.org`,
      createdAt: new Date('2026-03-02T15:00:00Z'),
      ...fields,
    })
    .returning()
  return row!
}

const paidAt = new Date('2026-03-02T16:00:00Z')
const links = { link: 'https://brightminds.example/r/1', manageLink: null }
const ctx = { settings, publicOrigin: 'https://brightminds.example', now: paidAt }

async function mailsTo(address: string) {
  return db
    .select({ subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(eq(outbox.to, address))
}

describe('a pledge e-mail', () => {
  it('says what was pledged, that nothing was charged, where to send it and what to quote', async () => {
    const row = await gift({ type: 'monthly', paymentMethod: 'cheque', status: 'pledged' })
    const mail = pledgeMail(row, { paymentMethod: 'cheque', message: 'Send it to us.' }, 'BMF Inc.')
    expect(mail).toEqual({
      to: row.donorEmail,
      locale: 'en',
      subject: `Your pledge to BMF Inc. (#${row.id})`,
      body: [
        'Hi Dana Lee,',
        '',
        'Thank you for pledging $40.00 each month to BMF Inc..',
        'Nothing has been charged: this is not a receipt. Staff send a receipt once your check arrives.',
        '',
        'Send it to us.',
        '',
        `Please quote pledge #${row.id} with your payment.`,
      ].join('\n'),
    })
    const once = await gift({ paymentMethod: 'cheque', status: 'pledged' })
    expect(pledgeMail(once, { paymentMethod: 'cheque', message: '' }, 'BMF').body).toContain(
      'Thank you for pledging $40.00 to BMF.\n',
    )
  })
})

describe('a receipt e-mail', () => {
  it('is written in the language the donor gave in, the legal text in English alongside', async () => {
    const row = await gift({
      locale: 'es',
      type: 'monthly',
      amountCents: 30_088,
      coveredFeeCents: 88,
      tributeKind: 'honor',
      tributeName: 'Ruth Park',
    })
    const mail = receiptMail(row, settings, {
      amountCents: 30_088,
      paidAt,
      link: 'https://brightminds.example/donations/5/receipt?t=abc',
      manageLink: 'https://brightminds.example/donations/5/manage?t=def',
    })
    expect(mail.locale).toBe('es')
    expect(mail.subject).toBe(`Su recibo de donación de BrightMinds Foundation (n.º ${row.id})`)
    expect(mail.body).toBe(
      [
        'Estimado/a Dana Lee:',
        '',
        'Gracias por su donación mensual a BrightMinds Foundation. Este es su recibo.',
        '',
        'Organización: BrightMinds Foundation',
        'EIN: 12-3456789',
        'Dirección: 100 Main St, Springfield, IL 62701',
        `Donación: n.º ${row.id}`,
        'Fecha: 2 de marzo de 2026',
        'Monto: $300.88 (incluye $0.88 que usted agregó para cubrir las comisiones de procesamiento)',
        'Donación: En honor de Ruth Park',
        'Donante: Dana Lee',
        '',
        'No se entregaron bienes ni servicios a cambio de esta contribución.',
        'El texto en inglés es el que tiene validez legal:',
        noGoodsOrServices,
        '',
        'Este recibo es su reconocimiento escrito contemporáneo de una contribución de $250 o más, como lo exige el Código de Impuestos Internos (sección 170(f)(8)). Consérvelo con sus registros de impuestos.',
        'El texto en inglés es el que tiene validez legal:',
        irsAcknowledgement,
        '',
        'Vea o imprima este recibo: https://brightminds.example/es/donations/5/receipt?t=abc',
        '',
        'Cambie, pause o cancele su donación mensual: https://brightminds.example/es/donations/5/manage?t=def',
      ].join('\n'),
    )
  })

  it('names the organisation, the gift, its date where the organisation is, and the legal line', async () => {
    const row = await gift()
    expect(receiptMail(row, settings, { amountCents: 4000, paidAt, ...links })).toEqual({
      to: row.donorEmail,
      locale: 'en',
      subject: `Your donation receipt from BrightMinds Foundation (#${row.id})`,
      body: [
        'Dear Dana Lee,',
        '',
        'Thank you for your gift to BrightMinds Foundation. This is your receipt.',
        '',
        'Organization: BrightMinds Foundation',
        'EIN: 12-3456789',
        'Address: 100 Main St, Springfield, IL 62701',
        `Donation: #${row.id}`,
        'Date: March 2, 2026',
        'Amount: $40.00',
        'Donor: Dana Lee',
        '',
        noGoodsOrServices,
        '',
        'View or print this receipt: https://brightminds.example/r/1',
      ].join('\n'),
    })
  })

  it('of a monthly tribute gift with the fee covered: the fee, the tribute and the manage link', async () => {
    const row = await gift({
      type: 'monthly',
      amountCents: 2588,
      coveredFeeCents: 88,
      tributeKind: 'memory',
      tributeName: 'Ruth Park',
    })
    const body = receiptMail(row, settings, {
      amountCents: 2588,
      paidAt,
      link: 'https://brightminds.example/r/2',
      manageLink: 'https://brightminds.example/m/2',
    }).body
    expect(body).toContain('Thank you for your monthly gift to BrightMinds Foundation.')
    expect(body).toContain(
      'Amount: $25.88 (including $0.88 you added to cover processing fees)\nGift: In memory of Ruth Park\nDonor: Dana Lee\n',
    )
    expect(
      body.endsWith(
        'View or print this receipt: https://brightminds.example/r/2\n\nChange, pause or cancel your monthly gift: https://brightminds.example/m/2',
      ),
    ).toBe(true)
    // A later month charged another amount (the gift was changed since): no fee line.
    const changed = receiptMail(row, settings, { amountCents: 3000, paidAt, ...links }).body
    expect(changed).toContain('Amount: $30.00\n')
  })

  it('gives the IRS acknowledgment from $250, the disclosure when set, and what was kept after a refund', async () => {
    const row = await gift({ amountCents: 25000 })
    const below = receiptMail(row, settings, { amountCents: 24999, paidAt, ...links }).body
    expect(below).not.toContain(irsAcknowledgement)
    const disclosed = { ...settings, solicitationDisclosure: 'Registered with the state.' }
    const at = receiptMail(row, disclosed, {
      amountCents: 25000,
      paidAt,
      ...links,
      refundedCents: 5000,
    }).body
    expect(at).toContain(
      [
        'Amount: $250.00',
        'Refunded: $50.00',
        'Amount kept (deductible): $200.00',
        'Donor: Dana Lee',
        '',
        noGoodsOrServices,
        '',
        irsAcknowledgement,
        '',
        'Registered with the state.',
        '',
        'View or print this receipt:',
      ].join('\n'),
    )
  })
})

describe('a tribute card', () => {
  it('tells the honoree’s family of the gift, its amount only if the donor chose, and the message', async () => {
    const row = await gift({
      type: 'monthly',
      tributeKind: 'honor',
      tributeName: 'Grandma Jo',
      tributeNotifyEmail: 'jo.family@example.org',
      tributeShowAmount: true,
      message: 'Happy birthday!',
    })
    await sendTributeCard(db, row, settings)
    expect(await mailsTo('jo.family@example.org')).toEqual([
      {
        subject: 'A gift to BrightMinds Foundation in honor of Grandma Jo',
        body: [
          'Hello,',
          '',
          'Dana Lee has made a monthly gift of $40.00 to BrightMinds Foundation in honor of Grandma Jo.',
          '',
          'Their message:',
          '',
          'Happy birthday!',
          '',
          "BrightMinds Foundation helps children build problem solving, creativity and digital skills. This card was sent at the donor's request; we will not write to you again because of it.",
        ].join('\n'),
      },
    ])
    const quiet = await gift({
      anonymous: true,
      tributeKind: 'memory',
      tributeName: 'Ruth Park',
      tributeNotifyEmail: 'park.family@example.org',
    })
    await sendTributeCard(db, quiet, settings)
    const [card] = await mailsTo('park.family@example.org')
    expect(card!.body).toContain(
      'A donor has made a gift to BrightMinds Foundation in memory of Ruth Park.\n\nBrightMinds',
    )
  })
})

describe('a payment that did not go through', () => {
  it('tells a donor whose bank returned the first debit, and not one whose card was declined at once', async () => {
    const bank = await gift({ paymentMethod: 'bank' })
    expect(await markDonationProcessing(db, bank.id)).toBe(true)
    expect(await markDonationFailed(db, bank.id, ctx)).toBe(true)
    expect(await mailsTo(bank.donorEmail!)).toEqual([
      {
        subject: `Your gift to BrightMinds Foundation did not go through (#${bank.id})`,
        body: [
          'Hi Dana Lee,',
          '',
          'Your bank returned the debit for your gift of $40.00, so nothing was taken and no receipt is issued.',
          'This usually means the account details, the balance or a debit block at your bank.',
          '',
          'You can give again at https://brightminds.example/donate — by card, or with another bank account.',
        ].join('\n'),
      },
    ])
    expect(await markDonationFailed(db, bank.id, ctx)).toBe(false)
    const card = await gift()
    expect(await markDonationFailed(db, card.id, ctx)).toBe(true)
    expect(await mailsTo(card.donorEmail!)).toEqual([])
  })

  it('tells a monthly donor of a missed month with the link to their gift, and fails a bounced first debit', async () => {
    const monthly = await gift({ type: 'monthly', status: 'paid', subscriptionId: 'sub_mail_1' })
    const input = { subscriptionId: 'sub_mail_1', invoiceId: 'in_mail_1' }
    expect(await noteInvoiceFailed(db, input, ctx)).toBe(true)
    const [mail] = await mailsTo(monthly.donorEmail!)
    expect(mail!.subject).toBe(
      `This month's payment for your gift to BrightMinds Foundation did not go through (#${monthly.id})`,
    )
    expect(mail!.body).toMatch(
      new RegExp(
        [
          'Hi Dana Lee,',
          '',
          "This month's payment of \\$40\\.00 for your monthly gift did not go through, so nothing was taken\\.",
          'We will try again automatically over the next few days\\.',
          '',
          `To pay it now with another card or bank account, or to change or cancel the gift: https://brightminds\\.example/donations/${monthly.id}/manage\\?token=\\d+\\.[\\w-]{43}$`,
        ].join('\\n'),
      ),
    )

    const bounced = await gift({
      type: 'monthly',
      status: 'processing',
      subscriptionId: 'sub_mail_2',
    })
    expect(await noteInvoiceFailed(db, { ...input, subscriptionId: 'sub_mail_2' }, ctx)).toBe(true)
    const [row] = await db.select().from(donations).where(eq(donations.id, bounced.id))
    expect(row!.status).toBe('failed')
    expect((await mailsTo(bounced.donorEmail!)).map((m) => m.subject)).toEqual([
      `Your gift to BrightMinds Foundation did not go through (#${bounced.id})`,
    ])

    // A gift not yet paid, one cancelled, and a subscription nobody knows: nothing to tell.
    for (const status of ['pending', 'cancelled'] as const) {
      const other = await gift({ type: 'monthly', status, subscriptionId: `sub_mail_${status}` })
      const failed = { ...input, subscriptionId: `sub_mail_${status}` }
      expect(await noteInvoiceFailed(db, failed, ctx)).toBe(false)
      expect(await mailsTo(other.donorEmail!)).toEqual([])
    }
    expect(await noteInvoiceFailed(db, { ...input, subscriptionId: 'sub_unknown' }, ctx)).toBe(
      false,
    )
  })

  it('tells a signed-in donor who chose it on their device too, once per failed invoice', async () => {
    const donor = await insertUser(db, { locale: 'es' })
    await db.insert(pushChoices).values({ userId: donor.id, topic: 'gift-failed' })
    await insertPushDevice(db, donor.id)
    await gift({ type: 'monthly', status: 'paid', subscriptionId: 'sub_push_1', userId: donor.id })
    const input = { subscriptionId: 'sub_push_1', invoiceId: 'in_push_1' }
    expect(await noteInvoiceFailed(db, input, ctx)).toBe(true)
    // Stripe sends the event again: the same invoice is told once.
    expect(await noteInvoiceFailed(db, input, ctx)).toBe(true)
    const notices = await db.select().from(pushNotices).where(eq(pushNotices.userId, donor.id))
    expect(notices).toEqual([
      expect.objectContaining({
        key: 'gift-failed:in_push_1',
        title: 'Su donación mensual no se pudo cobrar',
        body: 'Actualice su tarjeta para que su donación mensual de $40.00 continúe.',
        url: '/es/account',
      }),
    ])
  })
})
