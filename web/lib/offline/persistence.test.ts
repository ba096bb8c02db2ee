import { dehydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../query-client'
import { mergeQueues, persistedStores, startPersistence } from './persistence'
import { defineQueuedMutation, registerQueuedMutations } from './queued-mutation'

/** localStorage's surface, in memory. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const noEvents = { addEventListener() {}, visibilityState: 'visible' }
beforeAll(() => {
  Object.assign(globalThis, { window: noEvents, document: noEvents })
})
afterEach(() => onlineManager.setOnline(true))
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window')
  Reflect.deleteProperty(globalThis, 'document')
})

const noQueue = async () => undefined

const product = { id: 3, name: 'Tangram Masters Set', price: 19.99 }

function savedQueries(buster: string, dataUpdatedAt = Date.now()) {
  const state = {
    data: [product],
    dataUpdatedAt,
    status: 'success',
    fetchStatus: 'idle',
  }
  return JSON.stringify({
    buster,
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [{ queryKey: ['products'], queryHash: '["products"]', state }],
    },
  })
}

describe('the persisted query cache', () => {
  it('restores the catalogue saved by this build', async () => {
    const storage = memoryStorage({
      [persistedStores.queries.key]: savedQueries(persistedStores.queries.buster),
    })
    const client = new QueryClient()
    await startPersistence(client, noQueue, storage)
    expect(client.getQueryData(['products'])).toEqual([product])
  })

  it('reads a restored copy again when first used, but not what the page already had fresher', async () => {
    const storage = memoryStorage({
      [persistedStores.queries.key]: savedQueries(persistedStores.queries.buster, 1_000),
    })
    const restored = createQueryClient()
    await startPersistence(restored, noQueue, storage)
    expect(restored.getQueryState(['products'])).toMatchObject({ isInvalidated: true })

    // A server-rendered page hydrates with the server's data, then restores the saved copy.
    const hydrated = createQueryClient()
    hydrated.setQueryData(['products'], [{ ...product, price: 24.99 }], { updatedAt: 2_000 })
    await startPersistence(hydrated, noQueue, storage)
    expect(hydrated.getQueryData(['products'])).toEqual([{ ...product, price: 24.99 }])
    expect(hydrated.getQueryState(['products'])).toMatchObject({ isInvalidated: false })
    // Kept a day without observers, to be saved again (not the default five minutes).
    expect(hydrated.getQueryCache().find({ queryKey: ['products'] })?.gcTime).toBe(
      24 * 60 * 60 * 1000,
    )
  })

  it("never replaces what the page brought, even when the saved copy is newer (the worker's page copy)", async () => {
    const storage = memoryStorage({
      [persistedStores.queries.key]: savedQueries(persistedStores.queries.buster, 5_000),
    })
    // A page opened from the service worker's copy hydrates with the copy's data, older than
    // the catalogue saved since; parts of it may still be hydrating (decision 070).
    const fromCopy = createQueryClient()
    fromCopy.setQueryData(['products'], [{ ...product, price: 17.5 }], { updatedAt: 2_000 })
    await startPersistence(fromCopy, noQueue, storage)
    expect(fromCopy.getQueryData(['products'])).toEqual([{ ...product, price: 17.5 }])
    expect(fromCopy.getQueryState(['products'])?.dataUpdatedAt).toBe(2_000)
    // What the page did not bring is restored.
    const other = createQueryClient()
    other.setQueryData(['campaign'], { raised: 10 })
    await startPersistence(other, noQueue, storage)
    expect(other.getQueryData(['products'])).toEqual([product])
  })

  it('drops a copy saved by another build instead of rendering its data', async () => {
    const storage = memoryStorage({ [persistedStores.queries.key]: savedQueries('older-build') })
    const client = new QueryClient()
    await startPersistence(client, noQueue, storage)
    expect(client.getQueryData(['products'])).toBeUndefined()
    expect(storage.getItem(persistedStores.queries.key)).toBeNull()
  })

  it('keeps queued mutations across builds: their buster is not the build', () => {
    expect(persistedStores.mutations.buster).not.toBe(persistedStores.queries.buster)
  })

  it('saves the public catalogue only: never the session, admin or user-scoped data', () => {
    const client = new QueryClient()
    client.setQueryData(['products'], [product])
    client.setQueryData(['content'], [])
    client.setQueryData(['session'], { username: 'maya' })
    client.setQueryData(['admin', 'education-stats'], [])
    client.setQueryData(['orders'], [])
    client
      .getQueryCache()
      .build(client, { queryKey: ['products', 'mine'], meta: { userScoped: true } })
      .setData([product])
    const shouldSave = persistedStores.queries.dehydrateOptions.shouldDehydrateQuery!
    const saved = client
      .getQueryCache()
      .getAll()
      .filter((query) => shouldSave(query))
      .map((query) => query.queryKey)
    expect(saved).toEqual([['products'], ['content']])
  })

  it("never saves an admin's resources, which include drafts", () => {
    const client = new QueryClient()
    const item = { id: 1, title: 'Guide', published: true }
    client.setQueryData(['content'], [item, { ...item, id: 2, published: false }])
    client.setQueryData(['content', 'draft-guide'], { ...item, published: false, body: 'x' })
    client.setQueryData(['content', 'guide'], { ...item, body: 'y' })
    const shouldSave = persistedStores.queries.dehydrateOptions.shouldDehydrateQuery!
    const saved = client
      .getQueryCache()
      .getAll()
      .filter((query) => shouldSave(query))
      .map((query) => query.queryKey)
    expect(saved).toEqual([['content', 'guide']])
  })
})

describe('the persisted queue', () => {
  it('resumes a signup queued by an earlier page, once, through the registry', async () => {
    const send = vi.fn(async () => ({ ok: true }))
    const signup = defineQueuedMutation<{ email: string }>({ name: 'queued-signup', send })
    onlineManager.setOnline(false)
    const earlier = new QueryClient()
    void new MutationObserver(earlier, signup.options)
      .mutate({ input: { email: 'maya@example.org' }, idempotencyKey: 'key-1' })
      .catch(() => undefined)
    await vi.waitFor(() =>
      expect(earlier.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    )
    const storage = memoryStorage({
      [persistedStores.mutations.key]: JSON.stringify({
        buster: persistedStores.mutations.buster,
        timestamp: Date.now(),
        clientState: dehydrate(earlier, persistedStores.mutations.dehydrateOptions),
      }),
    })

    onlineManager.setOnline(true)
    const client = new QueryClient()
    const loadRegistry = vi.fn(async () => registerQueuedMutations(client, [signup]))
    await startPersistence(client, loadRegistry, storage)
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send).toHaveBeenCalledWith({ email: 'maya@example.org' }, 'key-1', { headers: {} })
    expect(loadRegistry).toHaveBeenCalledTimes(1)
  })

  it('does not load the registry when nothing is queued', async () => {
    const loadRegistry = vi.fn(async () => undefined)
    await startPersistence(new QueryClient(), loadRegistry, memoryStorage())
    expect(loadRegistry).not.toHaveBeenCalled()
  })
})

describe('saving the queue from several tabs', () => {
  async function queuedIn(client: QueryClient, key: string) {
    const signup = defineQueuedMutation<{ email: string }>({
      name: 'tab-signup',
      send: async () => ({ ok: true }),
    })
    onlineManager.setOnline(false)
    void new MutationObserver(client, signup.options)
      .mutate({ input: { email: `${key}@example.org` }, idempotencyKey: key })
      .catch(() => undefined)
    await vi.waitFor(() =>
      expect(client.getMutationCache().find({ predicate: () => true })?.state.isPaused).toBe(true),
    )
    return dehydrate(client, persistedStores.mutations.dehydrateOptions)
  }
  const keys = (state: ReturnType<typeof dehydrate>) =>
    state.mutations.map((m) => (m.state.variables as { idempotencyKey: string }).idempotencyKey)

  it("keeps another tab's unsent write instead of erasing it", async () => {
    const closedTab = await queuedIn(new QueryClient(), 'from-closed-tab')
    const openTab = await queuedIn(new QueryClient(), 'from-open-tab')
    expect(keys(mergeQueues(openTab, closedTab, new Set()))).toEqual([
      'from-open-tab',
      'from-closed-tab',
    ])
  })

  it('does not write back what this tab already sent or dropped, nor keep duplicates', async () => {
    const stored = await queuedIn(new QueryClient(), 'sent-here')
    const own = await queuedIn(new QueryClient(), 'own')
    expect(keys(mergeQueues(own, stored, new Set(['sent-here'])))).toEqual(['own'])
    expect(keys(mergeQueues(own, own, new Set()))).toEqual(['own'])
    expect(keys(mergeQueues(own, undefined, new Set()))).toEqual(['own'])
  })
})
