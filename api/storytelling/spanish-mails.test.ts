import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { insertProduct, insertUser, testPassword } from '../../test/factories'
import { createMailApp } from '../../test/mail-app'
import { signIn } from '../../test/sessions'
import { intentIdOf } from '../../test/stripe-events'
import { bodyAt } from '../../test/typed-response'
import { remindUpcomingCalls } from './bookings'

/**
 * A family that orders a storytelling package in Spanish reads its kickoff call's confirmation,
 * its calendar entry and the reminder the day before in Spanish (issue 34, decision 077): sent by
 * the payment's webhook and by the sweep, with no language of their own, in the order's.
 */
const { request, api, db, fake, send } = await createMailApp()
const origin = 'https://brightminds.example'
const calls = { origin, timeZone: 'America/Chicago' }

const staff = await insertUser(db, { isAdmin: true })
const asStaff = { headers: { Cookie: await signIn(request, staff.username, testPassword) } }
const family = await insertUser(db)
const familyCookie = await signIn(request, family.username, testPassword)
const pro = await insertProduct(db, {
  name: 'Creator Pro Package',
  priceCents: 199_00,
  category: 'Storytelling',
  kind: 'service',
  ships: false,
  kickoffCall: true,
  stock: 99,
})

const mailsTo = (address: string) =>
  db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id))

/** A call at `startsAt`, ordered with the package in `headers`' language and paid by card. */
async function paidCall(email: string, startsAt: string, headers: Record<string, string>) {
  const slot = await bodyAt(
    await api.admin.storytelling.slots.$post(
      { json: { startsAt, minutes: 30, location: 'https://meet.example/brightminds' } },
      asStaff,
    ),
    201,
  )
  const as = { headers: { ...headers, Cookie: familyCookie } }
  const placed = await api.orders.$post(
    {
      json: {
        items: [{ productId: pro.id, quantity: 1, price: 199 }],
        total: 199,
        shippingMethod: 'standard',
        contact: { firstName: 'Dana', lastName: 'Lee', email },
        kickoffSlotId: slot.id,
      },
    },
    as,
  )
  const { id } = await bodyAt(placed, 201)
  const payment = await api['create-payment-intent'].$post({ json: { orderId: id } }, as)
  const { clientSecret } = await bodyAt(payment, 200)
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(clientSecret)))
  return { id, start: new Date(startsAt) }
}

describe('a kickoff call ordered in Spanish', () => {
  it('is confirmed in Spanish with a Spanish calendar entry, and reminded in Spanish', async () => {
    const email = 'narracion@example.org'
    const { id, start } = await paidCall(email, '2026-06-20T21:00:00.000Z', {
      'Accept-Language': 'es-US,es;q=0.9',
    })
    const booking = (await mailsTo(email)).find((mail) => mail.subject.includes('llamada'))!
    expect(booking.locale).toBe('es')
    expect(booking.subject).toBe(
      `Su llamada inicial de narración está reservada (pedido n.º ${id})`,
    )
    expect(booking.body).toBe(
      [
        'Hola, Dana:',
        '',
        'Su llamada inicial con nuestro equipo de narración está reservada para el sábado, 20 de junio, 4:00 p.m. CDT (30 minutos).',
        'Cómo unirse: https://meet.example/brightminds',
        '',
        'Su hijo puede traer la idea del cuento y los dibujos que tenga. Adjuntamos la cita para su calendario.',
        '',
        `Cambie el horario o el formulario del cuento: ${origin}/es/storytelling/${id}`,
      ].join('\n'),
    )
    expect(booking.attachments![0]!.content).toContain(
      'SUMMARY:Llamada inicial de narración (BrightMinds Foundation)',
    )

    await remindUpcomingCalls(db, new Date(start.getTime() - 3_600_000), calls)
    const reminder = (await mailsTo(email)).at(-1)!
    expect(reminder).toMatchObject({
      locale: 'es',
      subject: `Mañana: su llamada inicial de narración (pedido n.º ${id})`,
    })
    expect(reminder.body).toBe(
      [
        'Hola, Dana:',
        '',
        'Le recordamos que su llamada inicial de 30 minutos con nuestro equipo de narración es el sábado, 20 de junio, 4:00 p.m. CDT.',
        'Cómo unirse: https://meet.example/brightminds',
        '',
        'Su hijo puede traer la idea del cuento y los dibujos que tenga.',
        '',
        `¿Necesita otro horario? Cámbielo aquí: ${origin}/es/storytelling/${id}`,
      ].join('\n'),
    )
  })

  it('is confirmed and reminded in English when ordered in English', async () => {
    const email = 'story@example.org'
    const { id, start } = await paidCall(email, '2026-06-21T21:00:00.000Z', {})
    await remindUpcomingCalls(db, new Date(start.getTime() - 3_600_000), calls)
    const mails = await mailsTo(email)
    expect(mails.map((mail) => [mail.locale, mail.subject])).toEqual([
      ['en', `Your BrightMinds order #${id} is confirmed`],
      ['en', `Your storytelling kickoff call is booked (order #${id})`],
      ['en', `Tomorrow: your storytelling kickoff call (order #${id})`],
    ])
    expect(mails[1]!.body).toContain(
      'booked for Sunday, June 21 at 4:00 PM CDT (30 minutes).\nHow to join:',
    )
    expect(mails[2]!.body).toContain(
      `\n\nNeed another time? Change it here: ${origin}/storytelling/${id}`,
    )
  })
})
