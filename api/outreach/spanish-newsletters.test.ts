import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { NewsletterSpanish } from '#core/schemas/newsletter'
import { donations, newsletters, outbox, subscribers } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { loadEnv } from '../env'
import { settingsFrom } from '../settings'
import { queueNewsletterBatch } from './newsletters'

/**
 * A newsletter's Spanish version (issue 34, decision 079): staff write it beside the English, and
 * each recipient whose language is Spanish gets each part staff wrote in Spanish, the English
 * where they did not.
 */
const origin = 'https://brightminds.example'
const env = { PUBLIC_ORIGIN: origin, DONATION_LINK_SECRET: 'spanish-newsletters-0123456789abcdef' }
const { request, api, db } = await createTestApp({ env })
const { giving } = settingsFrom(loadEnv({ NODE_ENV: 'test', ...env }))
const admin = await insertUser(db, { isAdmin: true, email: 'staff@example.org' })
const asAdmin = { headers: { Cookie: await signIn(request, admin.username, testPassword) } }
const newsletterApi = api.admin.newsletters
const byId = (id: number) => ({ param: { id: String(id) } })

const english = { subject: 'Spring news', body: 'Our **Tuesday cohort** built bridges.' }
const spanish = {
  subject: 'Noticias de primavera',
  body: 'Nuestro **grupo del martes** construyó puentes.',
}

async function draft(es?: NewsletterSpanish | null, audience?: 'subscribers' | 'sponsors') {
  const response = await newsletterApi.$post({ json: { ...english, es, audience } }, asAdmin)
  return bodyAt(response, 201)
}

const stored = async (id: number) =>
  (await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!

/** Sends the newsletter, every copy queued; answers its copies by address. */
async function send(id: number) {
  expect((await newsletterApi[':id'].send.$post(byId(id), asAdmin)).status).toBe(202)
  while ((await queueNewsletterBatch(db, { origin, giving }, new Date(), 10)) > 0);
  const copies = await db.select().from(outbox).where(eq(outbox.newsletterId, id))
  return (to: string) => copies.find((copy) => copy.to === to)!
}

describe("writing a newsletter's Spanish version", () => {
  it('saves it with the draft, gives it back, and lists it', async () => {
    const { id, es } = await draft(spanish)
    expect(es).toEqual(spanish)
    const list = await bodyAt(await newsletterApi.$get({}, asAdmin), 200)
    expect(list.find((row) => row.id === id)?.es).toEqual(spanish)
  })

  it('leaves out a blank part, as not translated, and keeps nothing when both are blank', async () => {
    const half = await draft({ subject: '  Noticias  ', body: ' \n ' })
    expect((await stored(half.id)).es).toEqual({ subject: 'Noticias' })
    const none = await draft({ subject: ' ', body: '' })
    expect((await stored(none.id)).es).toBeNull()
  })

  it('refuses a Spanish subject too long for the English rule, and saves nothing', async () => {
    const [before] = await db.select({ n: count() }).from(newsletters)
    const tooLong = { subject: 'a'.repeat(201) }
    const refused = await newsletterApi.$post({ json: { ...english, es: tooLong } }, asAdmin)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Must be at most 200 characters' })
    const [after] = await db.select({ n: count() }).from(newsletters)
    expect(after!.n).toBe(before!.n)

    const { id } = await draft(spanish)
    const edit = (es: unknown) =>
      request(`/api/admin/newsletters/${id}`, {
        method: 'PUT',
        json: { ...english, es },
        ...asAdmin,
      })
    const late = await edit({ ...spanish, body: 'x'.repeat(50_001) })
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ error: 'Must be at most 50000 characters' })
    const line = await edit({ subject: 'Dos\nlíneas' })
    expect(line.status).toBe(400)
    expect((await stored(id)).es).toEqual(spanish)
  })

  it('keeps the Spanish when an edit leaves it out, and clears it on null', async () => {
    const { id } = await draft(spanish)
    const edit = (es?: NewsletterSpanish | null) =>
      newsletterApi[':id'].$put({ ...byId(id), json: { ...english, es } }, asAdmin)
    expect(await bodyAt(await edit(), 200)).toMatchObject({ es: spanish })
    expect(await bodyAt(await edit({ body: spanish.body }), 200)).toMatchObject({
      es: { body: spanish.body },
    })
    expect(await bodyAt(await edit(null), 200)).toMatchObject({ es: null })
    expect((await stored(id)).es).toBeNull()
  })

  it('previews the Spanish version in the Spanish template, and tests both to staff', async () => {
    const { id } = await draft({ body: spanish.body })
    const preview = newsletterApi[':id'].preview
    const es = await bodyAt(
      await preview.$get({ ...byId(id), query: { locale: 'es' } }, asAdmin),
      200,
    )
    expect(es.subject).toBe(english.subject)
    expect(es.html).toContain('<html lang="es-US">')
    expect(es.html).toContain('<strong>grupo del martes</strong>')
    expect(es.html).toContain(`href="${origin}/es/unsubscribe"`)
    const en = await bodyAt(await preview.$get({ ...byId(id), query: {} }, asAdmin), 200)
    expect(en.html).toContain('<strong>Tuesday cohort</strong>')

    expect((await newsletterApi[':id'].test.$post(byId(id), asAdmin)).status).toBe(202)
    const tests = await db
      .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
      .from(outbox)
      .where(eq(outbox.to, 'staff@example.org'))
    expect(tests).toEqual([
      { subject: '[Test] Spring news', body: english.body, locale: 'en' },
      { subject: '[Test] Spring news', body: spanish.body, locale: 'es' },
    ])
  })
})

describe('sending a newsletter with a Spanish version', () => {
  let sequence = 0
  /** A confirmed subscriber in `locale`, at an address of their own. */
  async function subscriber(locale: 'en' | 'es') {
    const email = `${locale}${++sequence}@example.org`
    await db.insert(subscribers).values({ email, status: 'confirmed', locale })
    return email
  }

  it('gives a Spanish subscriber the Spanish, and an English one the English as before', async () => {
    const [reader, lectora] = [await subscriber('en'), await subscriber('es')]
    const { id } = await draft(spanish)
    const copyTo = await send(id)
    expect(copyTo(lectora)).toMatchObject({ locale: 'es', ...spanish })
    expect(copyTo(lectora).html).toContain('<strong>grupo del martes</strong>')
    expect(copyTo(reader)).toMatchObject({ locale: 'en', ...english })
    expect(copyTo(reader).html).toBe('<p>Our <strong>Tuesday cohort</strong> built bridges.</p>\n')
  })

  it('sends each part staff did not translate in English, the subject and the body apart', async () => {
    const lectora = await subscriber('es')
    const subjectOnly = await send((await draft({ subject: spanish.subject })).id)
    expect(subjectOnly(lectora)).toMatchObject({ subject: spanish.subject, body: english.body })
    expect(subjectOnly(lectora).html).toContain('<strong>Tuesday cohort</strong>')

    const bodyOnly = await send((await draft({ body: spanish.body })).id)
    expect(bodyOnly(lectora)).toMatchObject({ subject: english.subject, body: spanish.body })
    expect(bodyOnly(lectora).html).toContain('<strong>grupo del martes</strong>')

    const none = await send((await draft()).id)
    expect(none(lectora)).toMatchObject({ locale: 'es', ...english })
  })

  it('gives a sponsor who gave in Spanish the Spanish, closed in Spanish', async () => {
    const sponsorship = (donorEmail: string, locale: 'en' | 'es') => ({
      amountCents: 35_00,
      type: 'monthly' as const,
      status: 'paid' as const,
      paymentMethod: 'card' as const,
      donorName: 'Sol Sponsor',
      donorEmail,
      program: 'sponsorship' as const,
      locale,
    })
    const [patrocinadora, sponsor] = await db
      .insert(donations)
      .values([
        sponsorship('patrocinadora@example.org', 'es'),
        sponsorship('sponsor@example.org', 'en'),
      ])
      .returning()
    const copyTo = await send((await draft(spanish, 'sponsors')).id)

    const es = copyTo('patrocinadora@example.org')
    expect(es.subject).toBe(spanish.subject)
    expect(es.body).toMatch(
      new RegExp(
        `^Nuestro \\*\\*grupo del martes\\*\\* construyó puentes\\.\\n\\n---\\n\\nRecibe esta novedad porque patrocina a un estudiante de BrightMinds Foundation\\. Para cambiar, pausar o terminar su patrocinio: ${origin}/es/donations/${patrocinadora!.id}/manage\\?token=\\S+$`,
      ),
    )
    expect(es.html).toContain('<strong>grupo del martes</strong>')
    expect(es.html).toContain(`/es/donations/${patrocinadora!.id}/manage?token=`)

    const en = copyTo('sponsor@example.org')
    expect(en.subject).toBe(english.subject)
    expect(en.body).toMatch(
      new RegExp(
        `^Our \\*\\*Tuesday cohort\\*\\* built bridges\\.\\n\\n---\\n\\n[^\\n]*To change, pause or end your sponsorship: ${origin}/donations/${sponsor!.id}/manage\\?token=\\S+$`,
      ),
    )
  })
})
