import { describe, expect, it } from 'vitest'
import { donationStatuses } from '#core/donation-facts'
import type { User } from '#core/schemas/auth'
import type { DonationRow } from './donations'
import {
  canCancel,
  canChangeAmount,
  canPause,
  canUpdatePaymentMethod,
  giftChangedMail,
  isDonor,
  supporterName,
} from './donor-gifts'

/**
 * What a donor may do with a gift through its manage link, by kind and status, and the words of
 * the e-mail that confirms a change. The routes that use these are in gift-management-routes.
 */
function gift(overrides: Partial<DonationRow> = {}): DonationRow {
  return {
    id: 7,
    userId: null,
    amountCents: 25_00,
    type: 'monthly',
    status: 'paid',
    paymentMethod: 'card',
    donorName: 'Dana Lee',
    donorEmail: 'dana@example.org',
    locale: 'en',
    message: null,
    anonymous: false,
    paymentIntentId: null,
    subscriptionId: 'sub_1',
    idempotencyKey: null,
    refundedCents: 0,
    coveredFeeCents: 0,
    tributeKind: null,
    tributeName: null,
    tributeNotifyEmail: null,
    tributeShowAmount: false,
    paypalOrderId: null,
    paypalCaptureId: null,
    orderId: null,
    receivedAt: null,
    pausedUntil: null,
    program: 'general',
    createdAt: new Date('2026-01-15T12:00:00Z'),
    ...overrides,
  }
}

describe('what a donor may do with a gift', () => {
  const statuses = donationStatuses

  it('cancels a monthly gift that is still running, never a one-time gift', () => {
    const cancellable = statuses.filter((status) => canCancel(gift({ status })))
    expect(cancellable).toEqual(['pending', 'processing', 'paid', 'past_due', 'unpaid', 'pledged'])
    for (const status of statuses) expect(canCancel(gift({ type: 'one-time', status }))).toBe(false)
  })

  it('pauses only a paid monthly gift that Stripe collects', () => {
    expect(statuses.filter((status) => canPause(gift({ status })))).toEqual(['paid'])
    expect(canPause(gift({ subscriptionId: null }))).toBe(false)
    expect(canPause(gift({ type: 'one-time' }))).toBe(false)
  })

  it('changes the amount of a monthly gift in good standing or pledged', () => {
    expect(statuses.filter((status) => canChangeAmount(gift({ status })))).toEqual([
      'paid',
      'past_due',
      'pledged',
    ])
    expect(canChangeAmount(gift({ type: 'one-time' }))).toBe(false)
  })

  it('takes a new card or account for a monthly gift Stripe collects, also when it failed', () => {
    expect(statuses.filter((status) => canUpdatePaymentMethod(gift({ status })))).toEqual([
      'paid',
      'past_due',
      'unpaid',
    ])
    expect(canUpdatePaymentMethod(gift({ subscriptionId: null }))).toBe(false)
    expect(canUpdatePaymentMethod(gift({ type: 'one-time' }))).toBe(false)
  })
})

describe('the e-mail confirming a change', () => {
  it('names the gift and the change, and says what to do if it was not the donor', () => {
    const mail = giftChangedMail(gift({ amountCents: 40_00 }), 'BrightMinds Foundation', {
      kind: 'amount',
    })
    expect(mail).toEqual({
      to: 'dana@example.org',
      locale: 'en',
      subject: 'Your monthly gift to BrightMinds Foundation (#7)',
      body: [
        'Hi Dana Lee,',
        '',
        'Your monthly gift is now $40.00, starting with the next monthly payment.',
        '',
        'If you did not make this change, reply to this email.',
      ].join('\n'),
    })
  })

  it.each([
    [
      { kind: 'paused', nextPayment: null },
      'Your monthly gift of $25.00 is paused. Nothing is charged until you resume it.',
    ],
    [{ kind: 'resumed', nextPayment: null }, 'Your monthly gift of $25.00 is active again.'],
  ] as const)('words a %j without a next payment day', (change, line) => {
    expect(giftChangedMail(gift(), 'BrightMinds Foundation', change).body).toContain(`\n${line}\n`)
  })

  it('is written in the language the donor gave in, the next payment day as Spanish writes it', () => {
    const spanish = gift({ locale: 'es', amountCents: 1_234_50 })
    const change = { kind: 'paused', nextPayment: '2026-09-15' } as const
    expect(giftChangedMail(spanish, 'BrightMinds Foundation', change)).toEqual({
      to: 'dana@example.org',
      locale: 'es',
      subject: 'Su donación mensual a BrightMinds Foundation (n.º 7)',
      body: [
        'Hola, Dana Lee:',
        '',
        'Su donación mensual de $1,234.50 está en pausa. No se cobrará nada hasta el 15 de septiembre de 2026, cuando se reanuden sus pagos.',
        '',
        'Si usted no hizo este cambio, responda a este correo electrónico.',
      ].join('\n'),
    })
    const resumed = { kind: 'resumed', nextPayment: '2026-10-01' } as const
    expect(giftChangedMail(spanish, 'BrightMinds Foundation', resumed).body).toContain(
      '\nSu donación mensual de $1,234.50 está activa de nuevo. Su próximo pago será el 1 de octubre de 2026.\n',
    )
  })
})

describe('the name on the supporters wall', () => {
  it.each([
    [{ donorName: 'Dana Lee', anonymous: false }, 'Dana L.'],
    [{ donorName: '  Dana   Maria   Lee ', anonymous: false }, 'Dana L.'],
    [{ donorName: 'Dana', anonymous: false }, 'Dana'],
    [{ donorName: 'Dana Lee', anonymous: true }, 'Anonymous'],
    [{ donorName: '   ', anonymous: false }, 'Anonymous'],
    [{ donorName: null, anonymous: false }, 'Anonymous'],
  ])('shows %j as %s', (row, name) => {
    expect(supporterName(row)).toBe(name)
  })
})

describe('who may manage a gift as its donor when signed in', () => {
  const member = (overrides: Partial<User> = {}): User => ({
    id: 40,
    username: 'dana',
    firstName: 'Dana',
    lastName: 'Lee',
    email: 'Dana@Example.org',
    isAdmin: false,
    roles: [],
    emailVerified: true,
    ...overrides,
  })

  it('is the member who gave it, whatever e-mail it was given under', () => {
    expect(isDonor(member(), gift({ userId: 40, donorEmail: 'other@example.org' }))).toBe(true)
  })

  it('is a member who proved they own the address it was given under, in any case', () => {
    expect(isDonor(member(), gift({ donorEmail: 'dana@example.org' }))).toBe(true)
  })

  it.each([
    ['nobody signed in', null, gift()],
    ['an unverified address', member({ emailVerified: false }), gift()],
    ['another address', member({ email: 'sam@example.org' }), gift()],
    ['a gift with no address', member(), gift({ donorEmail: null })],
    [
      'another member of the same address',
      member({ id: 41 }),
      gift({ userId: 40, donorEmail: 'x@example.org' }),
    ],
  ])('is not %s', (_, user, row) => {
    expect(isDonor(user, row)).toBe(false)
  })
})
