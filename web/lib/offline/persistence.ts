import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  type DehydratedState,
  type DehydrateOptions,
  dehydrate,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { buildId } from './build-id'
import { persistedQueriesMaxAge, persistedQueryRoots } from './persisted-queries'
import { isUnsent, resumeUnsentMutations } from './unsent-mutations'

const hour = 60 * 60 * 1000

export function shouldPersistQuery(query: Query) {
  return (
    query.state.status === 'success' &&
    persistedQueryRoots.includes(String(query.queryKey[0])) &&
    query.meta?.userScoped !== true &&
    !holdsDrafts(query.state.data)
  )
}

/** An admin's answer may include unpublished items (`published: false`): never kept on disk. */
function holdsDrafts(data: unknown): boolean {
  const items = Array.isArray(data) ? data : [data]
  return items.some(
    (item) => typeof item === 'object' && item !== null && 'published' in item && !item.published,
  )
}

export function shouldPersistMutation(mutation: Mutation) {
  return isUnsent(mutation)
}

interface PersistedStore {
  key: string
  buster: string
  maxAge: number
  dehydrateOptions: DehydrateOptions
}

/**
 * Two stores, because they age differently. Queries are dropped by a new deploy (the buster is
 * the build id: never render data saved in an older shape). Queued mutations survive deploys:
 * they are the user's unsent actions, resumed by name (web/queued-mutations.ts).
 */
export const persistedStores: Record<'queries' | 'mutations', PersistedStore> = {
  queries: {
    key: 'brightminds-query-cache',
    buster: buildId,
    maxAge: persistedQueriesMaxAge,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  },
  mutations: {
    key: 'brightminds-queued-mutations',
    buster: 'queue-v1',
    maxAge: 7 * 24 * hour,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: shouldPersistMutation,
    },
  },
}

type SavedMutation = DehydratedState['mutations'][number]

function queuedKey(mutation: SavedMutation): string | undefined {
  const variables = mutation.state.variables as { idempotencyKey?: unknown } | undefined
  return typeof variables?.idempotencyKey === 'string' ? variables.idempotencyKey : undefined
}

/**
 * This tab's unsent queue plus what other tabs saved and this tab never handled: every tab writes
 * the whole store, so without this the last tab to save would erase a write queued in another
 * (closed) tab. `settled` holds the keys this tab has seen answered or dropped, so they are not
 * written back. Keeping one too many is harmless: every queued write is idempotent by its key.
 */
export function mergeQueues(
  own: DehydratedState,
  stored: DehydratedState | undefined,
  settled: ReadonlySet<string>,
): DehydratedState {
  const mine = new Set(own.mutations.map(queuedKey))
  const others = (stored?.mutations ?? []).filter((mutation) => {
    const key = queuedKey(mutation)
    return key !== undefined && !mine.has(key) && !settled.has(key)
  })
  return { ...own, mutations: [...own.mutations, ...others] }
}

function storedState(storage: Storage, store: PersistedStore): DehydratedState | undefined {
  try {
    const saved = JSON.parse(storage.getItem(store.key) ?? 'null') as PersistedClient | null
    return saved?.buster === store.buster ? saved.clientState : undefined
  } catch {
    return undefined
  }
}

/** Keys of queued mutations this tab saw answered or dropped (see mergeQueues). */
const settledQueued = new Set<string>()

/** What is written for a store: for the queue, this tab's merged with what other tabs saved. */
function toSave(saved: PersistedClient, store: PersistedStore, storage: Storage): PersistedClient {
  if (store !== persistedStores.mutations) return saved
  const stored = storedState(storage, store)
  return { ...saved, clientState: mergeQueues(saved.clientState, stored, settledQueued) }
}

function noteSettled(mutation: Mutation | undefined, removed: boolean) {
  const key = (mutation?.state.variables as { idempotencyKey?: unknown } | undefined)
    ?.idempotencyKey
  if (typeof key !== 'string' || mutation?.options.mutationKey?.[0] !== 'queued') return
  if (removed || mutation.state.status === 'success' || mutation.state.status === 'error') {
    settledQueued.add(key)
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * A store's options for @tanstack/react-query-persist-client, through the sync storage persister
 * (saves at most once a second); the queue's persister merges other tabs' saved writes first.
 */
function persistOptions(
  queryClient: QueryClient,
  store: PersistedStore,
  storage: Storage,
): PersistQueryClientOptions {
  const persister = createSyncStoragePersister({ storage, key: store.key })
  return {
    queryClient,
    buster: store.buster,
    maxAge: store.maxAge,
    dehydrateOptions: store.dehydrateOptions,
    persister: {
      ...persister,
      persistClient: (saved) => persister.persistClient(toSave(saved, store, storage)),
    },
  }
}

/**
 * The library's restore (a copy too old, from another buster or unreadable is removed), then a
 * save on every change. Unlike `persistQueryClient`, a copy that could not be read does not stop
 * the saving.
 */
async function restoreThenSave(options: PersistQueryClientOptions) {
  // The copy the library read, kept so it is read and parsed once.
  let read: PersistedClient | undefined
  const restoreClient = async () => {
    read = await options.persister.restoreClient()
    return read && withoutWhatThePageHas(read, options.queryClient)
  }
  await persistQueryClientRestore({
    ...options,
    persister: { ...options.persister, restoreClient },
  }).catch(() => undefined)
  persistQueryClientSubscribe(options)
  return read
}

/**
 * The saved copy less the queries the page already shows: what a page brought (the server's
 * render, or the service worker's copy of it, decision 070) is never replaced by a saved copy
 * while it may still be hydrating, where new data would not match the HTML. The page's own data
 * is read again as its parts mount when it came from a copy.
 */
function withoutWhatThePageHas(saved: PersistedClient, queryClient: QueryClient): PersistedClient {
  const cache = queryClient.getQueryCache()
  const queries = saved.clientState.queries.filter(
    (query) => cache.get(query.queryHash)?.state.data === undefined,
  )
  return { ...saved, clientState: { ...saved.clientState, queries } }
}

async function savedMutationCount(options: PersistQueryClientOptions) {
  try {
    return (await options.persister.restoreClient())?.clientState.mutations.length ?? 0
  } catch {
    return 0
  }
}

/**
 * Restores the persisted catalogue into the client and keeps saving it and the queued mutations:
 * on every change (at most once a second) and at once when the page is hidden or unloaded.
 * Resolves once the catalogue is restored, so the first render has it.
 *
 * Queued mutations saved by an earlier page are restored only when there are some: then
 * `registerQueue` (web/queued-mutations.ts, in its own chunk) makes each one's request known by
 * name, and they are sent, or paused again while offline.
 */
export async function startPersistence(
  queryClient: QueryClient,
  registerQueue: () => Promise<void>,
  storage = localStorageOrNull(),
) {
  if (!storage) return
  queryClient.getMutationCache().subscribe((event) => {
    noteSettled(event.mutation, event.type === 'removed')
  })
  const queries = persistOptions(queryClient, persistedStores.queries, storage)
  const mutations = persistOptions(queryClient, persistedStores.mutations, storage)
  const saving: PersistedStore[] = []

  const restored = await restoreThenSave(queries)
  saving.push(persistedStores.queries)
  // When each restored query's data was fetched, by its hash.
  const saved = new Map(
    (restored?.clientState.queries ?? []).map((query) => [
      query.queryHash,
      query.state.dataUpdatedAt,
    ]),
  )
  // A restored copy shows at once, but is read again when first used: staff may have changed a
  // price or published a guide since it was saved (decision 037). What the page already had
  // fresher (the server's render, restored after it hydrated) is left as it is.
  void queryClient.invalidateQueries({
    predicate: (query) => saved.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: 'none',
  })

  // The queue is saved only once restored: saving first would overwrite it with an empty one.
  // Its mutations are hydrated after the registry has set their defaults. Should the registry
  // fail to load, the saved queue is left for the next page.
  if ((await savedMutationCount(mutations)) > 0) {
    void registerQueue().then(
      async () => {
        await restoreThenSave(mutations)
        saving.push(persistedStores.mutations)
        void resumeUnsentMutations(queryClient)
      },
      () => undefined,
    )
  } else {
    persistQueryClientSubscribe(mutations)
    saving.push(persistedStores.mutations)
  }

  // A reload or a closed tab must not lose a signup queued less than a second ago: written at
  // once, past the persister's one-second throttle.
  const saveNow = () => {
    for (const store of saving) {
      const saved = {
        buster: store.buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, store.dehydrateOptions),
      }
      try {
        storage.setItem(store.key, JSON.stringify(toSave(saved, store, storage)))
      } catch {
        // Full or unavailable storage: nothing more to do on the way out.
      }
    }
  }
  window.addEventListener('pagehide', saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow()
  })
}
