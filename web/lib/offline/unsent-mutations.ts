import type { Mutation, QueryClient } from '@tanstack/react-query'

/** Queued mutations (lib/offline/queued-mutation.ts) carry the key ['queued', name]. */
export function isQueuedMutation(mutation: Mutation) {
  return mutation.options.mutationKey?.[0] === 'queued'
}

/** A queued mutation that has not been answered yet: paused, in flight or between retries. */
export function isUnsent(mutation: Mutation) {
  return isQueuedMutation(mutation) && mutation.state.status === 'pending'
}

/**
 * Sends (or pauses again, while offline) every unsent queued mutation restored from storage.
 * Those saved mid-flight are resent too: their Idempotency-Key makes that safe.
 */
export function resumeUnsentMutations(queryClient: QueryClient) {
  const restored = queryClient.getMutationCache().findAll({ predicate: isUnsent })
  return Promise.all(restored.map((mutation) => mutation.continue().catch(() => undefined)))
}

/** Drops the unsent queued mutations made for the signed-in user (`userScoped`). */
export function dropUserScopedMutations(queryClient: QueryClient) {
  const cache = queryClient.getMutationCache()
  const unsent = cache.findAll({
    predicate: (mutation) => isUnsent(mutation) && mutation.meta?.userScoped === true,
  })
  for (const mutation of unsent) cache.remove(mutation)
}
