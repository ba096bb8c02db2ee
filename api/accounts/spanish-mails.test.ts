import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { validRegistration } from '../../test/factories'
import { cookieFrom } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

/**
 * A member's e-mails are in their language (issue 34, decision 077): the one they signed up in,
 * then their setting — whatever language the request that sends one came in.
 */
const { api, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', REGISTER_PER_IP_PER_HOUR: '1000' },
})
const spanish = { headers: { 'Accept-Language': 'es-US,es;q=0.9' } }

const mailsTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(asc(outbox.id))

async function register(email: string, init: typeof spanish | object = {}) {
  const json = validRegistration({ email, firstName: 'Ana' })
  const response = await api.register.$post({ json }, init)
  expect(response.status).toBe(201)
  return { username: json.username, cookie: cookieFrom(response) }
}

describe('a member who signed up in Spanish', () => {
  it('is asked in Spanish to confirm the address, the link opening the Spanish page', async () => {
    await register('ana@example.org', spanish)
    const [mail, ...more] = await mailsTo('ana@example.org')
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      locale: 'es',
      subject: 'Confirme su correo electrónico para BrightMinds Foundation',
    })
    expect(mail!.body).toMatch(
      /^Hola, Ana:\n\nPara confirmar que ana@example\.org es su correo electrónico, abra este enlace en un plazo de tres días:\n\nhttps:\/\/brightminds\.example\/es\/verify-email\?token=\S+\n/,
    )
    expect(mail!.body).toContain(
      'Si usted no creó una cuenta, puede ignorar este correo electrónico.',
    )
  })

  it('hears in Spanish that someone registered with the address, even from an English page', async () => {
    const owner = await register('owner.es@example.org', spanish)
    await register('owner.es@example.org')
    const [, notice] = await mailsTo('owner.es@example.org')
    expect(notice).toMatchObject({
      locale: 'es',
      subject: 'Alguien intentó registrarse en BrightMinds Foundation con su correo electrónico',
    })
    expect(notice!.body).toContain(
      `Si fue usted: ya tiene una cuenta. Inicie sesión como “${owner.username}” en https://brightminds.example/es/auth o elija una nueva contraseña en https://brightminds.example/es/forgot-password.`,
    )
  })

  it('gets the password reset in Spanish when it is asked for from an English page', async () => {
    const { username } = await register('reset.es@example.org', spanish)
    await api['password-reset'].$post({ json: { email: 'reset.es@example.org' } })
    const reset = (await mailsTo('reset.es@example.org')).at(-1)
    expect(reset).toMatchObject({
      locale: 'es',
      subject: 'Restablezca su contraseña de BrightMinds Foundation',
    })
    expect(reset!.body).toContain(
      `Alguien (esperamos que usted) pidió restablecer la contraseña de la cuenta “${username}” de BrightMinds Foundation.`,
    )
    expect(reset!.body).toMatch(/\nhttps:\/\/brightminds\.example\/es\/reset-password\?token=\S+\n/)
  })
})

describe("a member's language setting", () => {
  it('decides the language of the next e-mail, and an English member reads English', async () => {
    const { cookie } = await register('switch@example.org')
    const [english] = await mailsTo('switch@example.org')
    expect(english).toMatchObject({
      locale: 'en',
      subject: 'Confirm your email address for BrightMinds Foundation',
    })
    expect(english!.body).toMatch(/\nhttps:\/\/brightminds\.example\/verify-email\?token=/)

    const as = { headers: { Cookie: cookie } }
    expect((await api.account.language.$put({ json: { locale: 'es' } }, as)).status).toBe(204)
    expect((await api['email-verification'].send.$post({}, as)).status).toBe(202)
    const again = (await mailsTo('switch@example.org')).at(-1)
    expect(again).toMatchObject({
      locale: 'es',
      subject: 'Confirme su correo electrónico para BrightMinds Foundation',
    })
  })
})
