import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { donations, outbox, programApplications, subscribers } from '../../db/schema'
import {
  insertUser,
  testPassword,
  validProgramApplication,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { loadEnv } from '../env'
import { type DeliveryPolicy, defaultDeliveryPolicy, deliverDue } from '../mail/delivery'
import { settingsFrom } from '../settings'
import { queueNewsletterBatch } from './newsletters'

/**
 * Outreach's e-mails in the language the person came in (issue 34, decision 077): the
 * subscription they asked for, the acknowledgement of their application, and what the template
 * adds to a newsletter — which staff write once, in their own words, for everyone.
 */
const origin = 'https://brightminds.example'
const env = { PUBLIC_ORIGIN: origin, DONATION_LINK_SECRET: 'outreach-in-spanish-0123456789abcdef' }
const { request, api, db } = await createTestApp({ env })
const { giving } = settingsFrom(loadEnv({ NODE_ENV: 'test', ...env }))
const spanish = { headers: { 'Accept-Language': 'es-US,es;q=0.9' } }

const mailsTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(asc(outbox.id))

describe('a sign-up for the newsletter', () => {
  it('is confirmed in the language it was asked in, the link opening the page in it', async () => {
    const json = { email: 'lectora@example.org', firstName: 'Luz', source: 'newsletter' } as const
    await api['email-signup'].$post({ json }, spanish)
    const [mail] = await mailsTo('lectora@example.org')
    expect(mail).toMatchObject({
      locale: 'es',
      subject: 'Confirme su suscripción a BrightMinds Foundation',
    })
    expect(mail!.body).toMatch(
      /^Hola, Luz:\n\nAlguien \(esperamos que usted\) pidió recibir noticias de BrightMinds Foundation en lectora@example\.org\. Para empezar a recibirlas, confirme en un plazo de una semana:\n\nhttps:\/\/brightminds\.example\/es\/confirm-subscription\?token=\S+\n\nSi no fue usted, ignore este correo electrónico: sin su confirmación, no le enviaremos nada\.$/,
    )

    // Asked again before confirming, from an English page: the new link, and the list's mail, in English.
    await api['email-signup'].$post({ json })
    const again = (await mailsTo('lectora@example.org')).at(-1)
    expect(again).toMatchObject({
      locale: 'en',
      subject: 'Please confirm your subscription to BrightMinds Foundation',
    })
    expect(again!.body).toContain(`\n${origin}/confirm-subscription?token=`)
    const [subscriber] = await db
      .select({ locale: subscribers.locale })
      .from(subscribers)
      .where(eq(subscribers.email, 'lectora@example.org'))
    expect(subscriber!.locale).toBe('en')
  })
})

describe('an application', () => {
  it('from a volunteer is acknowledged in Spanish, with what they told us', async () => {
    const application = { ...validVolunteerApplication(), email: 'voluntaria@example.org' }
    expect((await api.volunteer.$post({ json: application }, spanish)).status).toBe(201)
    const [mail] = await mailsTo('voluntaria@example.org')
    expect(mail).toEqual({
      locale: 'es',
      subject: 'Gracias por su interés en el voluntariado de BrightMinds',
      body: [
        `Hola, ${application.name}:`,
        '',
        'Gracias por ofrecer su tiempo a BrightMinds Foundation. Recibimos su solicitud y nos comunicaremos con usted en un plazo de 2 a 3 días hábiles.',
        '',
        'Lo que nos contó:',
        `  Experiencia: ${application.expertise}`,
        `  Disponibilidad: ${application.availability}`,
        `  Ubicación: ${application.location}`,
        '',
        '¿Tiene preguntas mientras tanto? Escríbanos a hello@brightminds.org.',
      ].join('\n'),
    })
  })

  it('for a child is acknowledged in Spanish and keeps its language; an English one, English', async () => {
    const application = { ...validProgramApplication(), email: 'familia@example.org' }
    expect((await api['program-applications'].$post({ json: application }, spanish)).status).toBe(
      201,
    )
    const [mail] = await mailsTo('familia@example.org')
    expect(mail).toEqual({
      locale: 'es',
      subject: 'Recibimos la solicitud de Maya Rivera para Creative Coding Lab',
      body: [
        'Hola, Jordan Rivera:',
        '',
        'Gracias por solicitar un lugar en Creative Coding Lab para Maya Rivera (5.º grado). Recibimos su solicitud y nos comunicaremos con usted en un plazo de 2 a 3 días hábiles.',
        '',
        '¿Tiene preguntas mientras tanto? Escríbanos a hello@brightminds.org.',
      ].join('\n'),
    })
    const english = { ...application, email: 'family@example.org' }
    expect((await api['program-applications'].$post({ json: english })).status).toBe(201)
    const [englishMail] = await mailsTo('family@example.org')
    expect(englishMail).toMatchObject({
      locale: 'en',
      subject: "We received Maya Rivera's application to Creative Coding Lab",
    })
    const stored = await db
      .select({ email: programApplications.email, locale: programApplications.locale })
      .from(programApplications)
      .orderBy(asc(programApplications.id))
    expect(stored).toEqual([
      { email: 'familia@example.org', locale: 'es' },
      { email: 'family@example.org', locale: 'en' },
    ])
  })
})

const admin = await insertUser(db, { isAdmin: true })
const asAdmin = { headers: { Cookie: await signIn(request, admin.username, testPassword) } }

describe('a newsletter', () => {
  const newsletter = api.admin.newsletters

  /** Writes and sends a newsletter to `audience`, every copy queued; answers its copies. */
  async function sendNewsletter(audience: 'subscribers' | 'sponsors') {
    const json = { subject: 'Spring news', body: 'Our **Tuesday cohort** built bridges.', audience }
    const { id } = await bodyAt(await newsletter.$post({ json }, asAdmin), 201)
    const started = await newsletter[':id'].send.$post({ param: { id: String(id) } }, asAdmin)
    expect(started.status).toBe(202)
    // Queued batch after batch until none is left.
    let queued: number
    do queued = await queueNewsletterBatch(db, { origin, giving }, new Date(), 10)
    while (queued > 0)
    return db.select().from(outbox).where(eq(outbox.newsletterId, id))
  }

  it("reaches each subscriber with staff's text as written, and the rest in their language", async () => {
    await db.insert(subscribers).values([
      { email: 'suscriptora@example.org', status: 'confirmed', locale: 'es' },
      { email: 'subscriber@example.org', status: 'confirmed', locale: 'en' },
    ])
    const copies = await sendNewsletter('subscribers')
    expect(copies.map(({ to, locale, body }) => ({ to, locale, body }))).toEqual([
      {
        to: 'suscriptora@example.org',
        locale: 'es',
        body: 'Our **Tuesday cohort** built bridges.',
      },
      { to: 'subscriber@example.org', locale: 'en', body: 'Our **Tuesday cohort** built bridges.' },
    ])

    const sent: { to: string; text: string; html?: string }[] = []
    const policy: DeliveryPolicy = {
      ...defaultDeliveryPolicy,
      batchSize: 100,
      from: 'news@brightminds.example',
      sender: { legalName: 'BrightMinds Foundation', address: '1 Main St', origin },
    }
    await deliverDue(
      db,
      async (mail) => void sent.push(mail),
      policy,
      () => new Date(),
    )
    const delivered = (to: string) => sent.find((mail) => mail.to === to)!
    const es = delivered('suscriptora@example.org')
    expect(es.text).toMatch(
      /\nCancelar la suscripción: https:\/\/brightminds\.example\/es\/unsubscribe\?token=\S+\n$/,
    )
    expect(es.html).toContain('<html lang="es-US">')
    expect(es.html).toContain('<strong>Tuesday cohort</strong>')
    expect(es.html).toMatch(
      /href="https:\/\/brightminds\.example\/es\/unsubscribe\?token=[^"]+"[^>]*>Cancelar la suscripción<\/a>/,
    )
    const en = delivered('subscriber@example.org')
    expect(en.text).toMatch(
      /\nUnsubscribe: https:\/\/brightminds\.example\/unsubscribe\?token=\S+\n$/,
    )
    expect(en.html).toContain('<html lang="en-US">')
  })

  it('reaches a sponsor who gave in Spanish with the closing and the link in Spanish', async () => {
    const [sponsorship] = await db
      .insert(donations)
      .values({
        amountCents: 35_00,
        type: 'monthly',
        status: 'paid',
        paymentMethod: 'card',
        donorName: 'Sol Sponsor',
        donorEmail: 'patrocinadora@example.org',
        program: 'sponsorship',
        locale: 'es',
      })
      .returning()
    const [copy] = await sendNewsletter('sponsors')
    expect(copy!.locale).toBe('es')
    expect(copy!.body).toMatch(
      new RegExp(
        `^Our \\*\\*Tuesday cohort\\*\\* built bridges\\.\\n\\n---\\n\\nRecibe esta novedad porque patrocina a un estudiante de BrightMinds Foundation\\. Para cambiar, pausar o terminar su patrocinio: ${origin}/es/donations/${sponsorship!.id}/manage\\?token=\\S+$`,
      ),
    )
  })
})
