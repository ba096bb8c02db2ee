import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { fillContact, findProduct } from './shop-helpers'

// Issue 34: a family that reads Spanish goes the whole way in Spanish (its browser prefers it, so
// no offer of another language stands in the way).
test.use({ locale: 'es-US' })

test('browse, fill the cart and check out in Spanish', async ({ page }) => {
  await registerAccount(page.request)
  const product = await findProduct(page.request, 'Tangram Masters Set')
  await page.goto('/es/store')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  // The store shows the name staff wrote in Spanish (decision 079).
  await page.getByRole('link', { name: 'Juego Maestros del Tangram' }).first().click()
  await expect(page).toHaveURL(`/es/product/${product.id}`)
  await page.getByRole('button', { name: 'Agregar al carrito' }).click()
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible()

  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click()
  await expect(page).toHaveURL('/es/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su carrito')
  await page.getByRole('link', { name: 'Pagar' }).click()
  await expect(page).toHaveURL('/es/checkout')
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible()

  // The form as a parent fills it, labels in Spanish.
  await fillContact(page, 'es')
  await page.getByRole('button', { name: 'Completar la compra' }).click()

  await expect(page.getByText('¡Pedido realizado con éxito!')).toBeVisible()
  await expect(page).toHaveURL(/\/es\/checkout\/success\?orderId=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pedido recibido: pendiente de pago',
  )
  await expect(page.getByRole('main').getByText('Pendiente de pago', { exact: true })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute(
    'href',
    /^\/es\//,
  )

  // Staff print its packing slip from their English screens: it goes in the parcel in Spanish.
  const orderId = new URL(page.url()).searchParams.get('orderId')
  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto(`/admin/orders/${orderId}/packing-slip`)
  await expect(
    page.getByRole('heading', { name: `Lista de empaque · Pedido n.º ${orderId}` }),
  ).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Cantidad' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('sign-up refuses in Spanish, field by field', async ({ page }) => {
  await page.goto('/es/auth?tab=register')
  const form = page.getByRole('tabpanel', { name: 'Crear cuenta' })
  await form.getByLabel(/^Nombre de usuario/).fill('ab')
  await form.getByLabel(/^Correo electrónico/).fill('not-an-address')
  await form
    .getByLabel(/^Contraseña/)
    .first()
    .fill('12345')
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(
    form.getByText('El nombre de usuario debe tener al menos 3 caracteres'),
  ).toBeVisible()
  await expect(form.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible()
  await expect(
    form.getByText('Indíquenos si tiene 13 años o más, o si es madre, padre o docente.'),
  ).toBeVisible()
})

test('a member posts to the forum in Spanish', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/es/community?tab=forum')
  await expect(page.getByRole('tab', { name: 'Foro de conversación' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const title = `¿Rompecabezas para niños de 7 años? ${Date.now()}`
  await page.getByLabel(/^Título/).fill(title)
  await page.getByLabel(/^¿Qué le gustaría compartir\?/).fill('Buscamos uno para el fin de semana.')
  await page.getByRole('button', { name: 'Publicar' }).click()
  await expect(
    page
      .getByRole('list', { name: 'Publicaciones del foro' })
      .getByRole('article', { name: title }),
  ).toBeVisible()
})

test('what staff wrote reads in Spanish, and what they have not yet is marked English', async ({
  page,
}) => {
  const cube = await findProduct(page.request, 'Speed Cube Challenge')
  await page.goto(`/es/product/${cube.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desafío del cubo de velocidad')
  // Its description has no Spanish yet: shown in English, said so, and read as English.
  const description = page.getByText(/^A smooth-turning 3x3 puzzle cube/)
  await expect(description).toHaveAttribute('lang', 'en')
  await expect(page.getByText('No disponible en español')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en')

  // The same product in English says nothing of the kind.
  await page.goto(`/product/${cube.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speed Cube Challenge')
  await expect(page.getByText(/^A smooth-turning 3x3 puzzle cube/)).not.toHaveAttribute('lang')
  await expect(page.getByText('Not available in Spanish')).toHaveCount(0)
})
