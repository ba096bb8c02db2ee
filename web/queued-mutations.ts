import type { QueryClient } from '@tanstack/react-query'
import {
  addForumComment,
  createForumPost,
  setForumLike,
} from './features/community/api/forum-queue'
import { newsletterSignup } from './features/home/api/subscribe-newsletter'
import { mailingListSignup } from './features/mission/api/join-mailing-list'
import { type AnyQueuedMutation, registerQueuedMutations } from './lib/offline/queued-mutation'

/**
 * Every mutation that may wait for the network (lib/offline/queued-mutation.ts). A mutation saved
 * by an earlier page finds its request here by name when it is resumed. A new one is one line
 * (docs/decisions/022).
 */
export const queuedMutations: readonly AnyQueuedMutation[] = [
  newsletterSignup,
  mailingListSignup,
  createForumPost,
  addForumComment,
  setForumLike,
]

/** Loaded by main.tsx only when a queue was saved. */
export function registerQueue(queryClient: QueryClient) {
  registerQueuedMutations(queryClient, queuedMutations)
}
