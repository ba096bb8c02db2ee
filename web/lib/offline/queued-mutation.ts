import {
  type MutationOptions,
  onlineManager,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { NetworkError, newIdempotencyKey } from '../api-request'
import { type SessionUser, sessionQueryOptions } from '../session'

/**
 * What a queued mutation carries: the user's input and the Idempotency-Key made when they acted,
 * so every attempt (a resend after a lost answer, after a reload, from a second tab) is the same
 * request to the server.
 */
export interface Queued<TInput> {
  input: TInput
  idempotencyKey: string
  /** For `userScoped` mutations: the member signed in when it was made (X-Expected-User). */
  userId?: number
}

/** Request headers for a queued send: who made it, for `userScoped` ones. */
export interface QueuedHeaders {
  headers: Record<string, string>
}

/** Any queued mutation, whatever its input: what web/queued-mutations.ts lists. */
export interface AnyQueuedMutation {
  readonly mutationKey: readonly ['queued', string]
  readonly options: object
}

export interface QueuedMutation<TInput, TData = unknown> extends AnyQueuedMutation {
  readonly options: MutationOptions<TData, Error, Queued<TInput>>
  readonly userScoped: boolean
}

const maxNetworkRetries = 5

/** A request that got no answer is worth another try (it is idempotent); an HTTP error is not. */
function retryUnanswered(failureCount: number, error: Error) {
  return error instanceof NetworkError && failureCount < maxNetworkRetries
}

/**
 * Declares a mutation that can safely wait for the network. Offline it is paused, persisted
 * (lib/offline/persistence.ts) and sent once the browser is back online, even after a reload. List every definition in web/queued-mutations.ts: a mutation
 * restored after a reload finds its `send` by `name` there.
 *
 * `send` must be idempotent for the same `idempotencyKey` (send it as the Idempotency-Key header
 * or a client id the server dedupes on); `onSent` and `onFailed` also run for a mutation resumed
 * after a reload, when no component is left to hear about it, so toasts belong there.
 */
export function defineQueuedMutation<TInput, TData = unknown>(definition: {
  /** Stable across deploys: a mutation queued by one build is resumed by the next under it. */
  name: string
  send: (input: TInput, idempotencyKey: string, request: QueuedHeaders) => Promise<TData>
  onSent?: (data: TData, input: TInput) => void
  onFailed?: (error: Error, input: TInput) => void
  /**
   * Made on behalf of the signed-in user (a forum post or like): dropped, unsent, when the
   * signed-in user changes, so it is never sent under someone else's session.
   */
  userScoped?: boolean
  /**
   * Sent one at a time, in the order made (TanStack Query's mutation `scope`): for writes whose
   * order matters, such as a like then an unlike of the same post.
   */
  serial?: boolean
}): QueuedMutation<TInput, TData> {
  const { name, send, onSent, onFailed, userScoped = false, serial = false } = definition
  const mutationKey = ['queued', name] as const
  return {
    mutationKey,
    userScoped,
    options: {
      mutationKey,
      mutationFn: ({ input, idempotencyKey, userId }) =>
        send(input, idempotencyKey, {
          headers: userId === undefined ? {} : { 'X-Expected-User': String(userId) },
        }),
      // Paused, not failed, while offline.
      networkMode: 'online',
      retry: retryUnanswered,
      meta: { queued: true, userScoped },
      ...(serial ? { scope: { id: `queued-${name}` } } : {}),
      onSuccess: (data, { input }) => onSent?.(data, input),
      onError: (error, { input }) => onFailed?.(error, input),
    },
  }
}

/** Makes queued mutations resumable by name; call before restoring the persisted queue. */
export function registerQueuedMutations(
  queryClient: QueryClient,
  mutations: readonly AnyQueuedMutation[],
) {
  for (const mutation of mutations) {
    queryClient.setMutationDefaults(mutation.mutationKey, mutation.options as MutationOptions)
  }
}

/**
 * How many of this mutation's sends wait for the network, including those restored after a
 * reload: for the "will be sent when you're back online" state.
 */
export function useWaitingCount(definition: AnyQueuedMutation): number {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getMutationCache().subscribe(onChange),
    [queryClient],
  )
  return useSyncExternalStore(
    subscribe,
    () =>
      queryClient.getMutationCache().findAll({
        mutationKey: definition.mutationKey,
        predicate: (mutation) => mutation.state.status === 'pending' && mutation.state.isPaused,
      }).length,
    // Nothing waits on the server; the browser's own count shows once hydrated.
    () => 0,
  )
}

/**
 * The component side of a queued mutation. `send(input, { onQueued, onSent })`: `onQueued` runs
 * at once when offline (the form can reset: the input is saved), `onSent` once the server has
 * answered while the component is still there. `isSending` is true only while a request is
 * actually out; `waiting` is `useWaitingCount`.
 */
export function useQueuedMutation<TInput, TData>(definition: QueuedMutation<TInput, TData>) {
  const queryClient = useQueryClient()
  const mutation = useMutation(definition.options)
  const waiting = useWaitingCount(definition)

  function send(
    input: TInput,
    callbacks: { onQueued?: () => void; onSent?: () => void } = {},
    /** The attempt's key when the form keeps one (a resubmit of the same text reuses it). */
    idempotencyKey = newIdempotencyKey(),
  ) {
    // networkMode 'online' pauses exactly when TanStack Query considers the browser offline.
    const queued = !onlineManager.isOnline()
    const userId = definition.userScoped
      ? queryClient.getQueryData<SessionUser | null>(sessionQueryOptions.queryKey)?.id
      : undefined
    mutation.mutate(
      { input, idempotencyKey, ...(userId === undefined ? {} : { userId }) },
      { onSuccess: () => callbacks.onSent?.() },
    )
    if (queued) callbacks.onQueued?.()
  }

  return { send, isSending: mutation.isPending && !mutation.isPaused, waiting }
}
