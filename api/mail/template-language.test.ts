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
