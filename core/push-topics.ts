/**
 * What a member may choose to be told by push (issue 36, decision 095): each is off until they
 * tick it in /account. The same list for the API's checks and the account page's choices.
 */
export const pushTopics = [
  'event-reminders',
  'forum-replies',
  'order-shipped',
  'gift-failed',
] as const

export type PushTopic = (typeof pushTopics)[number]

/** A reminder goes this long before an event the member said they would attend. */
export const eventReminderHours = 24
