import { describe, expect, it } from 'vitest'
import { renderMail } from './template'

const sender = {
  legalName: 'BrightMinds Foundation',
  address: '1 Main St',
  origin: 'https://x.example',
}
const content = { subject: 'Hola', text: 'Hola, Dana.' }

describe('an e-mail in its recipient’s language', () => {
  it('is marked as that language, its footer in it too', () => {
    const spanish = renderMail(content, sender, {
      unsubscribeUrl: 'https://x.example/es/unsubscribe?t=1',
      locale: 'es',
    })
    expect(spanish.html).toContain('<html lang="es-US">')
    expect(spanish.html).toContain('>Cancelar la suscripción</a>')
    expect(spanish.text).toContain(
      '\nCancelar la suscripción: https://x.example/es/unsubscribe?t=1\n',
    )
  })

  it('is English when no language is given', () => {
    const english = renderMail(content, sender, { unsubscribeUrl: 'https://x.example/u' })
    expect(english.html).toContain('<html lang="en-US">')
    expect(english.text).toContain('\nUnsubscribe: https://x.example/u\n')
  })
})

describe("a lone link's button", () => {
  it.each([
    [
      'https://x.example/es/reset-password?token=t',
      'Elegir una nueva contraseña',
      'Choose a new password',
    ],
    ['https://x.example/es/sign-in-link?token=t', 'Iniciar mi sesión', 'Sign me in'],
    [
      'https://x.example/es/verify-email?token=t',
      'Confirmar mi correo electrónico',
      'Confirm my address',
    ],
    [
      'https://x.example/es/donations/5/manage?token=t',
      'Administrar mi donación',
      'Manage my gift',
    ],
    ['https://x.example/es/donations/5/receipt?token=t', 'Ver mi recibo', 'View my receipt'],
    ['https://x.example/es/account', 'Ver mi pedido', 'See my order'],
    ['https://x.example/es/storytelling/5', 'Abrir', 'Open'],
  ])('to %s says what it does in the mail’s language', (url, spanish, english) => {
    const text = `Hola.\n\n${url}`
    const es = renderMail({ subject: 'Hola', text }, sender, { locale: 'es' }).html
    expect(es).toContain(`>${spanish}</a></p>`)
    expect(es).toContain('>O abra este enlace: <a ')
    const en = renderMail({ subject: 'Hello', text }, sender).html
    expect(en).toContain(`>${english}</a></p>`)
    expect(en).toContain('>Or open this link: <a ')
  })
})
