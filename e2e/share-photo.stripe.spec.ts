import sharp from 'sharp'
import { registerAccount } from './auth-helpers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { shareIntoApp, waitForServiceWorker } from './pwa-helpers'
import { findProduct } from './shop-helpers'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// A photo shared into the installed app (issue 36, decision 098): the service worker keeps it on
// the device and opens /share, which leads to the family's paid storytelling order, whose story
// form takes it as the sketch.

test.use({ viewport: { width: 390, height: 844 } })

test("a photo shared into the app becomes the sketch of the family's story", async ({
  page,
  request,
}) => {
  // A family with a paid Lite DIY Kit (the fake Stripe API and a signed webhook).
  await registerAccount(page.request)
  const kit = await findProduct(request, 'Lite DIY Kit')
  const placed = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: [{ productId: kit.id, quantity: 1, price: kit.price }],
      total: kit.price,
      shippingMethod: 'standard',
      contact: { firstName: 'Maya', lastName: 'Okafor', email: 'maya.share@example.org' },
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const orderId = ((await placed.json()) as { id: number }).id
  const payment = await page.request.post('/api/create-payment-intent', { data: { orderId } })
  const { clientSecret } = (await payment.json()) as { clientSecret: string }
  const intent = await fakeStripe(request, 'succeed', clientSecret.split('_secret_')[0]!)
  await postStripeWebhook(request, 'payment_intent.succeeded', intent)

  await page.goto('/')
  await waitForServiceWorker(page)
  const drawing = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#fde68a' },
  })
    .png()
    .toBuffer()
  await shareIntoApp(
    page,
    '/share',
    { title: 'Our dragon', text: 'Drawn tonight' },
    { name: 'dragon.png', type: 'image/png', bytes: [...drawing] },
  )
  await expect(page).toHaveURL('/share?title=Our+dragon&text=Drawn+tonight')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The photo you shared')
  await expect(page.getByRole('img', { name: 'The photo you shared into the app' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Post what you shared with it in the forum' }),
  ).toHaveAttribute('href', '/community?title=Our+dragon&text=Drawn+tonight')

  await page.getByRole('link', { name: `Add it to the story of order #${orderId}` }).click()
  await expect(page).toHaveURL(`/storytelling/${orderId}`)
  // The story form comes first; the photo waits for it.
  await expect(
    page.getByRole('status').filter({ hasText: 'The photo you shared is waiting on this device' }),
  ).toBeVisible()
  await page.getByLabel("Your child's first name or nickname").fill('Mia')
  await page.getByText('Ages 6-8', { exact: true }).click()
  await page.getByLabel('The story idea').fill('A dragon who paints the sky at night.')
  await page.getByRole('button', { name: 'Send Story Form' }).click()
  await expect(page.getByText('Story form sent')).toBeVisible()

  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Use the photo you shared' }).click()
  await expect(page.getByText('Sketch added')).toBeVisible()
  await expect(
    page.getByRole('img', { name: "Your child's sketch, as our storytelling team sees it" }),
  ).toBeVisible()
  // Used, it leaves the device: offered no more, here or on /share.
  await expect(page.getByRole('button', { name: 'Use the photo you shared' })).toHaveCount(0)
  const sketch = await page.request.get(`/api/storytelling/orders/${orderId}/sketch`)
  expect(sketch.status()).toBe(200)
  expect((await sharp(await sketch.body()).metadata()).width).toBe(320)
  await page.goto('/share')
  await expect(page.getByText("There's no shared photo waiting on this device.")).toBeVisible()
})
