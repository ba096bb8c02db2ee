import type { APIRequest, BrowserContext, Page } from '@playwright/test'
import { accountLink, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'
import { memberGoesOffline, serviceWorkerSession, waitForServiceWorker } from './pwa-helpers'

// Issue 36's Web Push (decisions 095, 096): a member ticks "replies" in /account, the browser is
// asked then (never on load), this device is subscribed; a reply to their post reaches the
// device's push service encrypted — the local one decrypts it, as the browser would — and the
// service worker shows it as a notification.

const control = `http://127.0.0.1:${e2ePorts.pushControlPort}`

interface Received {
  id: string
  payload: { title: string; body: string; url: string; tag: string }
}

/**
 * The browser's own push service (Google's, for Chromium) is out of reach here: the browser's
 * subscription is the local push service's, handed to the page in its place. Answers the control
 * of the local service, what it received for this browser, and how often the page asked.
 */
async function fakePushService(page: Page, context: BrowserContext, requests: APIRequest) {
  const pushService = await requests.newContext()
  const subscription = (await (await pushService.post(`${control}/subscribe`)).json()) as {
    endpoint: string
    keys: object
  }
  await page.addInitScript((fake) => {
    const stored = () => localStorage.getItem('e2e-push') === 'on'
    const handle = {
      endpoint: fake.endpoint,
      toJSON: () => fake,
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push')
        return true
      },
    }
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('e2e-push', 'on')
      return handle as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () =>
      (stored() ? handle : null) as PushSubscription | null
  }, subscription)
  let asked = 0
  await page.exposeFunction('e2eAskedPermission', () => asked++)
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification)
    Notification.requestPermission = async () => {
      await (window as unknown as { e2eAskedPermission: () => Promise<void> }).e2eAskedPermission()
      return ask()
    }
  })
  await context.grantPermissions(['notifications'])

  const id = subscription.endpoint.split('/').pop()
  /** What the local push service received for this browser, decrypted. */
  const received = async () =>
    ((await (await pushService.get(`${control}/received`)).json()) as Received[]).filter(
      (message) => message.id === id,
    )
  return { pushService, received, asked: () => asked }
}

/** Another member, signed up for the purpose, replies to post `postId`. */
async function replyAsAnotherMember(
  requests: APIRequest,
  baseURL: string,
  postId: number,
  content: string,
) {
  const other = await requests.newContext({ baseURL })
  await registerAccount(other)
  const reply = await other.post(`/api/forum/posts/${postId}/comments`, { data: { content } })
  expect(reply.status()).toBe(201)
  await other.dispose()
}

test('a member opts in to replies; a reply reaches this device, encrypted, and is shown', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { pushService, received, asked } = await fakePushService(page, context, playwright.request)

  await registerAccount(page.request)
  const title = `Travel puzzles ${Date.now()}`
  const post = await page.request.post('/api/forum/posts', {
    data: { title, content: 'Which ones survive a car trip?' },
  })
  expect(post.status()).toBe(201)
  const postId = ((await post.json()) as { id: number }).id

  await page.goto('/account')
  await waitForServiceWorker(page)
  const notifications = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(notifications.getByRole('checkbox')).toHaveCount(4)
  expect(asked()).toBe(0)
  await notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }).check()
  await expect(notifications.getByText('This device gets your notifications.')).toBeVisible()
  expect(asked()).toBe(1)
  await expect(
    notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }),
  ).toBeChecked()

  // Someone else answers the post: the server's delivery sends it to this device.
  await replyAsAnotherMember(
    playwright.request,
    baseURL!,
    postId,
    'The magnetic tangram, every time.',
  )
  await expect.poll(async () => (await received()).length).toBe(1)
  const [message] = await received()
  expect(message!.payload).toEqual({
    title: `New reply to “${title}”`,
    body: expect.stringMatching(/: The magnetic tangram, every time\.$/),
    url: `/community?${new URLSearchParams({ tab: 'forum', q: title })}`,
    tag: expect.stringMatching(/^notice-\d+$/),
  })

  // The service worker shows what arrives, under the notice's tag.
  const { cdp, registrationId } = await serviceWorkerSession(page, context, baseURL!)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(message!.payload),
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.getRegistration()
        return (await worker!.getNotifications()).map(({ title, tag, data }) => ({
          title,
          tag,
          data,
        }))
      }),
    )
    .toEqual([
      {
        title: message!.payload.title,
        tag: message!.payload.tag,
        data: { url: message!.payload.url },
      },
    ])

  // Unticking the last topic lets this device go.
  await notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }).uncheck()
  await expect(
    notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }),
  ).not.toBeChecked()
  await expect(notifications.getByText('This device gets your notifications.')).toBeHidden()
  await pushService.dispose()
})

test('after signing in again, the device waits for "Get them on this device", then gets them', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { pushService, received } = await fakePushService(page, context, playwright.request)
  const account = await registerAccount(page.request)
  const post = await page.request.post('/api/forum/posts', {
    data: { title: `Rainy day games ${Date.now()}`, content: 'What keeps them busy indoors?' },
  })
  const postId = ((await post.json()) as { id: number }).id
  await page.goto('/account')
  await waitForServiceWorker(page)
  const notifications = page.getByRole('region', { name: 'Notifications', exact: true })
  await notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }).check()
  await expect(notifications.getByText('This device gets your notifications.')).toBeVisible()

  // Signing out ends this device's notifications; signing in again does not bring them back.
  expect((await page.request.post('/api/logout')).status()).toBe(204)
  const signIn = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  })
  expect(signIn.status()).toBe(200)
  await page.goto('/account')
  await expect(
    notifications.getByRole('checkbox', { name: 'Replies to my forum posts' }),
  ).toBeChecked()
  await expect(notifications.getByText("This device doesn't get them yet.")).toBeVisible()
  await notifications.getByRole('button', { name: 'Get them on this device' }).click()
  await expect(notifications.getByText('This device gets your notifications.')).toBeVisible()
  await expect(notifications.getByRole('button', { name: 'Get them on this device' })).toBeHidden()

  // And the server sends to it again.
  await replyAsAnotherMember(
    playwright.request,
    baseURL!,
    postId,
    'Blanket forts and a map puzzle.',
  )
  await expect
    .poll(async () => (await received()).map((message) => message.payload.body))
    .toEqual([expect.stringMatching(/: Blanket forts and a map puzzle\.$/)])
  await pushService.dispose()
})

test('offline, the notification choices say they need a connection', async ({
  page,
  context,
  goesOffline,
}) => {
  goesOffline()
  await memberGoesOffline(page, context)
  await accountLink(page).click()
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('status')
      .filter({ hasText: "You're offline" }),
  ).toBeVisible()
  await context.setOffline(false)
})
