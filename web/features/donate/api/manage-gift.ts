import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

/** `?token=…` when the donor came through the e-mailed link; signed-in owners need none. */
function giftInput(id: number, token: string | undefined) {
  return { param: { id: String(id) }, query: token ? { token } : {} }
}

export function manageGiftQueryOptions(id: number, token: string | undefined) {
  return queryOptions({
    queryKey: ['donations', id, 'manage', token ?? null] as const,
    queryFn: ({ signal }) =>
      send(api.donations[':id'].manage.$get(giftInput(id, token), { init: { signal } })),
    retry: false,
  })
}

export function cancelGift(id: number, token: string | undefined) {
  return send(api.donations[':id'].cancel.$post(giftInput(id, token)))
}

export function changeGiftAmount(id: number, token: string | undefined, amount: number) {
  return send(api.donations[':id'].amount.$put({ ...giftInput(id, token), json: { amount } }))
}

/** Skips the next 1 to 3 payments (decision 060). */
export function pauseGift(id: number, token: string | undefined, months: 1 | 2 | 3) {
  return send(api.donations[':id'].pause.$post({ ...giftInput(id, token), json: { months } }))
}

export function resumeGift(id: number, token: string | undefined) {
  return send(api.donations[':id'].resume.$post(giftInput(id, token)))
}

/** A SetupIntent for a new card or bank account (decision 038). */
export function startPaymentMethodUpdate(id: number, token: string | undefined) {
  return send(api.donations[':id']['payment-method'].setup.$post(giftInput(id, token)))
}

export function savePaymentMethod(id: number, token: string | undefined, setupIntentId: string) {
  return send(
    api.donations[':id']['payment-method'].$put({
      ...giftInput(id, token),
      json: { setupIntentId },
    }),
  )
}
