import { asc, eq, inArray, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { noGoodsOrServices } from '#core/schemas/donation'
import { donations, orders, outbox } from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { loadEnv } from '../env'
import { settingsFrom } from '../settings'
import { sendStatements, statementPath } from './giving-statements'

/**
 * Decision 040, the parts a donor reads: the statement e-mail word for word, its order and its
 * batches, the statement's order and names, and signed links that are exactly what was sent.
 */
const env = {
  PUBLIC_ORIGIN: 'https://brightminds.example',
  ORG_EIN: '12-3456789',
  DONATION_LINK_SECRET: 'statement-mail-in-tests-0123456789abcdef',
}
// The real time: a session cookie's expiry is checked against it (at most 400 days ahead).
const now = new Date()
const { request, api, db } = await createTestApp({ env, clock: () => now })
const settings = settingsFrom(loadEnv(env))
const { legalName } = settings.giving.organization

async function gift(
  donorEmail: string | null,
  amountCents: number,
  more: Partial<typeof donations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(donations)
    .values({
      amountCents,
      type: 'one-time',
      status: 'paid',
      donorName: 'Ann Able',
      donorEmail,
      createdAt: new Date('2030-06-01T12:00:00Z'),
      ...more,
    })
    .returning()
  return row!.id
}

const statementMails = async (year: number) =>
  db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `Your ${year} giving statement%`))
    .orderBy(asc(outbox.id))

/** The query of the signed link to a statement, as it was sent. */
const signedLink = (email: string, year: number) =>
  new URLSearchParams(statementPath(settings.giving, email, year, now).split('?')[1])

/** The statement a signed link opens, its query read from the link. */
const openLink = (link: URLSearchParams) =>
  api['giving-statements'].$get({
    query: { year: link.get('year')!, email: link.get('email')!, token: link.get('token')! },
  })

describe('the statement e-mail', () => {
  it('says, word for word, what was given, refunded and deductible, and where the statement is', async () => {
    // Given out of order: the mails go out by address.
    await gift('zed@example.org', 20_00, { donorName: null })
    await gift('ann@example.org', 50_00, { refundedCents: 10_00 })
    // No address to write to: no mail, and not counted.
    await gift(null, 15_00)

    const queued = await sendStatements(
      db,
      { settings: settings.giving, publicOrigin: settings.publicOrigin, now },
      2030,
    )
    expect(queued).toBe(2)
    const mails = await statementMails(2030)
    expect(mails.map((mail) => mail.to)).toEqual(['ann@example.org', 'zed@example.org'])
    expect(mails[0]!.subject).toBe(`Your 2030 giving statement from ${legalName}`)
    const link = `https://brightminds.example${statementPath(settings.giving, 'ann@example.org', 2030, now)}`
    expect(mails[0]!.body).toBe(
      [
        'Dear Ann Able,',
        '',
        `Thank you for your support in 2030. Your gifts to ${legalName} that year came to $50.00, of which $10.00 was refunded: $40.00 deductible.`,
        '',
        `Your statement, to print or save as a PDF, lists every gift with its receipt number: ${link}`,
        '',
        noGoodsOrServices,
        'EIN: 12-3456789',
      ].join('\n'),
    )
    // No name given: a greeting all the same; nothing refunded: no refund clause.
    expect(mails[1]!.body.split('\n').slice(0, 3)).toEqual([
      'Dear friend,',
      '',
      `Thank you for your support in 2030. Your gifts to ${legalName} that year came to $20.00: $20.00 deductible.`,
    ])
  })

  it('is written in the language the donor last gave in, the legal text in English alongside', async () => {
    // Gave in English first, then in Spanish: Spanish is the language they read now.
    await gift('luz@example.org', 30_00, {
      donorName: 'Luz Vega',
      createdAt: new Date('2031-02-01T12:00:00Z'),
    })
    await gift('luz@example.org', 20_00, {
      donorName: 'Luz Vega',
      locale: 'es',
      createdAt: new Date('2031-05-01T12:00:00Z'),
    })
    await gift('sin.nombre@example.org', 10_00, {
      donorName: null,
      locale: 'es',
      createdAt: new Date('2031-03-01T12:00:00Z'),
    })
    await sendStatements(
      db,
      { settings: settings.giving, publicOrigin: settings.publicOrigin, now },
      2031,
    )
    const [luz] = await db.select().from(outbox).where(eq(outbox.to, 'luz@example.org'))
    const path = statementPath(settings.giving, 'luz@example.org', 2031, now)
    expect(luz).toMatchObject({
      locale: 'es',
      subject: `Su resumen anual de donaciones de 2031 a ${legalName}`,
      body: [
        'Estimado/a Luz Vega:',
        '',
        `Gracias por su apoyo en 2031. Sus donaciones a ${legalName} ese año sumaron $50.00: $50.00 deducibles.`,
        '',
        `Su resumen, para imprimir o guardar como PDF, incluye cada donación con su número de recibo: https://brightminds.example/es${path}`,
        '',
        'No se entregaron bienes ni servicios a cambio de esta contribución.',
        'El texto en inglés es el que tiene validez legal:',
        noGoodsOrServices,
        'EIN: 12-3456789',
      ].join('\n'),
    })
    const [unnamed] = await db.select().from(outbox).where(eq(outbox.to, 'sin.nombre@example.org'))
    expect(unnamed!.body.split('\n')[0]).toBe('Estimado/a donante:')
  })

  it('queues a large year in batches, every donor exactly once', async () => {
    // 400: more than one batch of 200, and a whole number of them.
    await db.execute(sql`
      insert into donations (amount_cents, type, status, donor_name, donor_email, created_at)
      select 1000, 'one-time', 'paid', 'Batch Giver', 'batch' || n || '@example.org',
        '2029-03-01T12:00:00Z'::timestamptz
      from generate_series(1, 400) as n`)
    const queued = await sendStatements(
      db,
      { settings: settings.giving, publicOrigin: settings.publicOrigin, now },
      2029,
    )
    expect(queued).toBe(400)
    const mails = await statementMails(2029)
    expect(mails).toHaveLength(400)
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(400)
  }, 120_000)
})

describe('the statement', () => {
  it('lists gifts by the day they were given, whatever their receipt numbers say', async () => {
    // A cheque made first and received in March; a card gift made in February.
    const cheque = await gift('order@example.org', 30_00, {
      paymentMethod: 'cheque',
      createdAt: new Date('2028-01-20T12:00:00Z'),
      receivedAt: new Date('2028-03-01T12:00:00Z'),
    })
    const card = await gift('order@example.org', 10_00, {
      createdAt: new Date('2028-02-01T12:00:00Z'),
    })
    expect(`#${cheque}` < `#${card}`).toBe(true)
    const response = await openLink(signedLink('order@example.org', 2028))
    const statement = (await response.json()) as { gifts: { receipt: string }[] }
    expect(statement.gifts.map((g) => g.receipt)).toEqual([`#${card}`, `#${cheque}`])
  })

  it("names a member as their account does, and counts a verified member's guest purchases", async () => {
    const member = await insertUser(db, {
      firstName: 'Mia',
      lastName: 'Member',
      email: 'mia.member@example.org',
      emailVerifiedAt: now,
    })
    const unverified = await insertUser(db, { email: 'uma.unverified@example.org' })
    const product = await insertProduct(db, { priceCents: 12_00 })
    // Bought signed out, at their address spelled another way.
    const guest = await insertOrder(db, {
      productId: product.id,
      contact: { email: 'Mia.Member@Example.org' },
    })
    const other = await insertOrder(db, {
      productId: product.id,
      contact: { email: 'uma.unverified@example.org' },
    })
    await db
      .update(orders)
      .set({ createdAt: new Date('2030-07-01T12:00:00Z') })
      .where(inArray(orders.id, [guest.id, other.id]))
    const year = 2030

    const cookie = await signIn(request, member.username, testPassword)
    const mine = await api.account['giving-statement'].$get(
      { query: { year: String(year) } },
      { headers: { Cookie: cookie } },
    )
    const statement = (await mine.json()) as {
      donor: { name: string; email: string }
      purchases: { orderId: number }[]
    }
    expect(statement.donor).toEqual({ name: 'Mia Member', email: 'mia.member@example.org' })
    expect(statement.purchases.map((p) => p.orderId)).toEqual([guest.id])

    // An address nobody has proved is theirs claims no one's purchases.
    const theirs = await api.account['giving-statement'].$get(
      { query: { year: String(year) } },
      { headers: { Cookie: await signIn(request, unverified.username, testPassword) } },
    )
    expect(((await theirs.json()) as { purchases: unknown[] }).purchases).toEqual([])
  })

  it('has no name for an address that gave nothing that year', async () => {
    const response = await openLink(signedLink('nobody@example.org', 2030))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      donor: { name: '', email: 'nobody@example.org' },
      gifts: [],
      totals: { given: 0, refunded: 0, deductible: 0 },
    })
  })
})

describe('a signed link', () => {
  it('opens only with the token exactly as it was sent', async () => {
    const params = signedLink('ann@example.org', 2030)
    expect((await openLink(params)).status).toBe(200)
    const token = params.get('token')!
    for (const tampered of [`x${token}`, `${token}A`, 'x', `${token.split('.')[0]}.`, '']) {
      params.set('token', tampered)
      const response = await openLink(params)
      expect(response.status, tampered).toBe(403)
      expect(await response.json()).toEqual({
        error: 'This statement link is invalid or has expired. Use the link in your latest email.',
      })
    }
  })
})
