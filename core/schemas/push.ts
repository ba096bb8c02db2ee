import * as v from 'valibot'
import { pushTopics } from '../push-topics'

// Web Push's wire shapes (issue 36, decisions 095 and 096).

export const pushMessages = {
  off: 'Push notifications are not set up on this site',
  endpoint: 'The device gave a push address this site cannot use',
  keys: "The device's push keys are not valid",
  topics: 'Choose from the notifications this site offers',
} as const

const base64url = (length: number, message: string) =>
  v.pipe(v.string(message), v.regex(new RegExp(`^[\\w-]{${length}}$`), message))

/** A browser's `PushSubscription.toJSON()`: its push service address and the keys to encrypt with. */
export const PushSubscriptionSchema = v.object({
  endpoint: v.pipe(
    v.string(pushMessages.endpoint),
    v.maxLength(2000, pushMessages.endpoint),
    v.url(pushMessages.endpoint),
  ),
  // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding.
  keys: v.object(
    { p256dh: base64url(87, pushMessages.keys), auth: base64url(22, pushMessages.keys) },
    pushMessages.keys,
  ),
})

export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>

/** DELETE /api/push/subscriptions: the device that no longer wants notifications. */
export const PushUnsubscribeSchema = v.object({ endpoint: PushSubscriptionSchema.entries.endpoint })

/** PUT /api/push/topics: every topic the member wants, the rest off. */
export const PushTopicsSchema = v.object({
  topics: v.pipe(
    v.array(v.picklist(pushTopics, pushMessages.topics), pushMessages.topics),
    v.maxLength(pushTopics.length, pushMessages.topics),
  ),
})

/** What the page sees of a member's push choices. */
export interface PushChoices {
  topics: (typeof pushTopics)[number][]
  /** How many of their devices receive them. */
  devices: number
  /** Whether the device asking does: subscribed in this sign-in. */
  thisDevice: boolean
}
