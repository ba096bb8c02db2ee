import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { User } from '#core/schemas/auth'
import { api, send } from './api-client'
import { clearPrivateCaches, forgetPageCopies } from './offline/private-caches'
import { dropUserScopedMutations } from './offline/unsent-mutations'
import { useOnlineStatus } from './use-online-status'

/**
 * The signed-in user (SPEC §3 User). The session query lives here rather than in
 * features/auth because the header (shared code) reads it and shared code never imports a
 * feature; the auth, account and admin features read and write it through this module.
 */
export type SessionUser = User

/**
 * GET /api/session: the user, or null when signed out (a 200 either way, so a signed-out visit
 * logs no error); any failure is an error.
 */
export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await send(api.session.$get(undefined, { init: { signal } }))
  // Signed out elsewhere or expired: the last member's saved community answers go too. Signed
  // in: no copy of a signed-out page is opened for them (one may have been refreshed while they
  // signed in).
  void (user ? forgetPageCopies() : clearPrivateCaches())
  return user
}

/**
 * SPEC §4: fetched once and never stale; no refetch on focus, reconnect or interval; no retry.
 * Sign-in, sign-up and sign-out write it with `setQueryData` instead of refetching.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'] as const,
  queryFn: ({ signal }) => getSessionUser(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
  retry: false,
})

/**
 * The session and whether it is still being determined (so the header does not flicker).
 * Read straight from the query cache rather than through `useQuery`: the header is in the
 * first-load bundle, and `useQuery` there makes the bundler split that bundle into many more
 * chunks (measured: several KB gzip more on /).
 */
export function useSession() {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  // The server renders pages for anyone (decision 043): there, and while hydrating, the session
  // is still being determined, so the header's account area is empty until the browser knows.
  const user = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData(sessionQueryOptions.queryKey),
    () => undefined,
  )
  const status = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(sessionQueryOptions.queryKey)?.status ?? 'pending',
    () => 'pending' as const,
  )
  const online = useOnlineStatus()
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnecting is the second trigger
  useEffect(() => {
    // Fetched once: the query never goes stale, so later calls are no-ops. A fetch that failed
    // (the page opened offline) left no data, so coming back online asks again.
    void queryClient.prefetchQuery(sessionQueryOptions)
  }, [queryClient, online])
  // A failed session fetch (server down) shows the signed-out header rather than nothing.
  return { user: user ?? null, isPending: status === 'pending' }
}

/** The signed-in user, or null while signed out or still unknown. */
export function useSessionUser(): SessionUser | null {
  return useSession().user
}

/** Queries holding one user's data carry this `meta`; signing out drops them from the cache. */
export const userScopedQuery = { userScoped: true } as const

/**
 * Sign-in, sign-up and sign-out write the session here: the new user (or null) replaces the
 * old one and no previous user's data stays in the cache, nor in the service worker's private
 * cache (the community's answers), nor among the unsent queued mutations made for them; someone
 * signing in gets no copy of a signed-out page (decision 070).
 */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null) {
  void clearPrivateCaches()
  if (user) void forgetPageCopies()
  dropUserScopedMutations(queryClient)
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true })
  // Resources differ for staff (drafts included): nobody else sees an admin's list.
  queryClient.removeQueries({ queryKey: ['content'] })
  queryClient.setQueryData(sessionQueryOptions.queryKey, user)
}
