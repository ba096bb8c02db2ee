import type { TestApp } from './test-app'
import { bodyAt } from './typed-response'

type GiftResponse = Awaited<ReturnType<TestApp['api']['donations']['$post']>>

/**
 * A card gift as POST /api/donations answers it (201): the contract's union of a card gift, a
 * PayPal order and a pledge, narrowed to the card gift (its client secret, and its subscription
 * when monthly). Anything else fails the test with what came instead.
 */
export async function cardGiftAt(response: GiftResponse) {
  const gift = await bodyAt(response, 201)
  if (!('clientSecret' in gift)) throw new Error(`Not a card gift: ${JSON.stringify(gift)}`)
  return gift
}
