import { describe, expect, it } from 'vitest'
import { insertUser, testPassword, validRegistration } from '../../test/factories'
import { createTestApp } from '../../test/test-app'

/**
 * The account forms answer in the request's language (issue 34, decision 077): a refusal of the
 * schemas (core/schemas) or of the routes (authMessages) is written as the request is answered,
 * in Spanish when its Accept-Language prefers it, and in English otherwise, as before.
 */
const { request, db } = await createTestApp({ env: { REGISTER_PER_IP_PER_HOUR: '1000' } })
const spanish = { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.5' }

function register(json: unknown, headers: Record<string, string> = {}) {
  return request('/api/register', { json, headers })
}

async function refusal(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe('a refused registration', () => {
  it('is answered in Spanish for a Spanish request, in English for one that names no language', async () => {
    const tooShort = validRegistration({ username: 'ab' })
    expect(await refusal(await register(tooShort, spanish))).toEqual({
      status: 400,
      body: { error: 'El nombre de usuario debe tener al menos 3 caracteres' },
    })
    expect(await refusal(await register(tooShort))).toEqual({
      status: 400,
      body: { error: 'Username must be at least 3 characters' },
    })
  })

  it('keeps each of two overlapping requests in its own language', async () => {
    const badEmail = validRegistration({ email: 'dana@' })
    const [es, en] = await Promise.all([register(badEmail, spanish), register(badEmail)])
    expect(await es.json()).toEqual({ error: 'El correo electrónico no es válido' })
    expect(await en.json()).toEqual({ error: 'Invalid email address' })
  })

  it('names a missing field, and the age refusal, in Spanish', async () => {
    const { ageConfirmation: _, ...unanswered } = validRegistration()
    expect(await refusal(await register(unanswered, spanish))).toEqual({
      status: 400,
      body: { error: 'Indíquenos si tiene 13 años o más, o si es madre, padre o docente.' },
    })
    const child = validRegistration({ ageConfirmation: 'under-13' })
    expect(await (await register(child, spanish)).json()).toEqual({
      error:
        'Lo sentimos, debe tener 13 años o más para registrarse. Pídale a su madre, a su padre o a un docente que cree una cuenta para su familia.',
    })
  })

  it('refuses a taken username in Spanish', async () => {
    const user = await insertUser(db)
    const taken = validRegistration({ username: user.username })
    expect(await refusal(await register(taken, spanish))).toEqual({
      status: 409,
      body: { error: 'Ese nombre de usuario ya está en uso' },
    })
  })
})

describe('a refused sign-in', () => {
  it('says the username or password is wrong in the language asked for', async () => {
    const user = await insertUser(db)
    const wrong = { username: user.username, password: `${testPassword}-not` }
    expect(await refusal(await request('/api/login', { json: wrong, headers: spanish }))).toEqual({
      status: 401,
      body: { error: 'El nombre de usuario o la contraseña no son correctos' },
    })
    expect(await refusal(await request('/api/login', { json: wrong }))).toEqual({
      status: 401,
      body: { error: 'Invalid username or password' },
    })
  })

  it('tells a signed-out visitor so in Spanish, from the route and from the guard alike', async () => {
    expect(await refusal(await request('/api/user', { headers: spanish }))).toEqual({
      status: 401,
      body: { error: 'No ha iniciado sesión' },
    })
    const guarded = await request('/api/account/language', {
      method: 'PUT',
      json: { locale: 'es' },
      headers: spanish,
    })
    expect(await refusal(guarded)).toEqual({
      status: 401,
      body: { error: 'No ha iniciado sesión' },
    })
    expect(await refusal(await request('/api/user'))).toEqual({
      status: 401,
      body: { error: 'Not signed in' },
    })
  })
})
