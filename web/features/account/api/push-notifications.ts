import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PushTopic } from '#core/push-topics'
import type { PushChoices } from '#core/schemas/push'
import { m } from '#i18n/messages'
import { api, send } from '~/lib/api-client'
import { configQueryOptions } from '~/lib/get-config'
import { userScopedQuery } from '~/lib/session'

// Web Push from the account page (issue 36, decision 095): the member's topics, and this device's
// subscription, made only once they tick a topic — never on page load.

/** Whether this browser can receive push at all (a service worker, the Push API, notifications). */
export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The site's VAPID public key, or null when push is off on this site (from GET /api/config). */
export const pushKeyQueryOptions = queryOptions({
  ...configQueryOptions,
  select: (config) => config.pushPublicKey,
})

export const pushChoicesQueryOptions = queryOptions({
  queryKey: ['account', 'push'] as const,
  queryFn: () => send(api.push.choices.$get()),
  meta: userScopedQuery,
})

/** The browser refused, or has blocked, notifications for this site. */
export class NotificationsRefused extends Error {
  override name = 'NotificationsRefused'
  constructor() {
    super(m.account_push_refused())
  }
}

/**
 * Subscribes this device: the permission asked for (here, after a tick, never on load), then the
 * browser's push service (its subscription reused when the browser has one: a device signed in
 * to again, or by someone else, is taken over), then the server told, for this sign-in. Answers
 * the server's choices.
 */
async function subscribeThisDevice(publicKey: string): Promise<PushChoices> {
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsRefused()
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) throw new NotificationsRefused()
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }))
  const { endpoint, keys } = subscription.toJSON()
  return send(
    api.push.subscriptions.$post({
      json: {
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      },
    }),
  )
}

/** Lets this device go: the browser's subscription ended, and the server's row with it. */
async function unsubscribeThisDevice() {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await send(api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }))
  await subscription.unsubscribe()
}

/**
 * Changes the member's topics. The first one ticked subscribes this device (asking permission);
 * none left lets this device go. The choices are saved even when the browser refuses: the
 * member's other devices, and e-mail, still carry them.
 */
export function usePushChoices(publicKey: string | null | undefined) {
  const queryClient = useQueryClient()
  const settled = () =>
    queryClient.invalidateQueries({ queryKey: pushChoicesQueryOptions.queryKey })
  const topics = useMutation({
    mutationFn: async ({ topics, subscribe }: { topics: PushTopic[]; subscribe: boolean }) => {
      const saved = await send(api.push.topics.$put({ json: { topics } }))
      if (topics.length === 0) await unsubscribeThisDevice()
      else if (subscribe && publicKey) {
        // Saved either way: a refusal, or a push service out of reach, leaves this device out
        // (the page says so and offers to try again), not the choice.
        try {
          return await subscribeThisDevice(publicKey)
        } catch (error) {
          if (!(error instanceof NotificationsRefused || error instanceof DOMException)) throw error
        }
      }
      return saved
    },
    onSettled: settled,
  })
  const device = useMutation({
    mutationFn: () => subscribeThisDevice(publicKey ?? ''),
    onSettled: settled,
  })
  return { topics, device }
}
