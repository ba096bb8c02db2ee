import { createHash, randomUUID } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { DatabaseHandle, Subscription } from '../../db/client'
import { log } from './log'

/** A cached answer ready for the wire: the JSON, pre-compressed, with its validator. */
export interface CachedJson<T = unknown> {
  /** The value the JSON encodes (for typing the answer; never read). */
  readonly value?: T
  /** The JSON body's hash; each encoding's strong ETag is derived from it. */
  hash: string
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
}

export interface JsonCache {
  /**
   * The answer under `key`, loaded once and kept until the catalogue changes; `load` answering
   * undefined (no such product) is not kept.
   */
  read<T>(key: string, load: () => Promise<T | undefined>): Promise<CachedJson<T> | undefined>
  /** The answer under `key` if it is loaded and current, without loading it. */
  peek(key: string): CachedJson | undefined
  /** Resolves once every change committed before the call has reached this cache. */
  synced(): Promise<void>
  stop(): Promise<void>
}

/** How long `synced` waits for its own notification before giving up (a lost connection). */
const syncTimeoutMs = 1000
// Every cache's tokens share the prefix: each waits for its own and ignores the rest.
const syncPrefix = 'sync:'

export interface SyncRoundTrip {
  /** Whether `payload` is a sync token (anyone's) rather than a change; settles its wait if ours. */
  heard(payload: string): boolean
  /**
   * Notifies a token of its own on `subscription` and resolves when it comes back: Postgres
   * delivers it after every notification committed before it, on the same connection. If it has
   * not come back within a second (a lost connection), `onLost` runs and the wait ends.
   */
  send(subscription: Subscription, onLost: () => void): Promise<void>
}

/** The `synced` round trip shared by the catalogue's JSON cache and the page cache. */
export function createSyncRoundTrip(): SyncRoundTrip {
  const waiting = new Map<string, () => void>()
  return {
    heard(payload) {
      if (!payload.startsWith(syncPrefix)) return false
      waiting.get(payload)?.()
      return true
    },
    send(subscription, onLost) {
      const token = `${syncPrefix}${randomUUID()}`
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(token)
          resolve()
        }
        const timer = setTimeout(() => {
          onLost()
          done()
        }, syncTimeoutMs)
        waiting.set(token, done)
        subscription.notify(token).catch(done)
      })
    },
  }
}

/**
 * JSON answers serialised and compressed once per version of their data (decision 042), emptied
 * by any NOTIFY on `channel`: the data's triggers notify on commit and every server LISTENs, so
 * a change empties every replica's cache within milliseconds. Until the subscription is up (or
 * while it reconnects) nothing is kept, so a missed notification never leaves a stale answer.
 */
export function createJsonCache(database: DatabaseHandle, channel: string): JsonCache {
  let entries = new Map<string, Promise<CachedJson<unknown> | undefined>>()
  let loaded = new Map<string, CachedJson>()
  let listening = false
  const sync = createSyncRoundTrip()
  const clear = () => {
    entries = new Map()
    loaded = new Map()
  }

  const subscription: Promise<Subscription | undefined> = database
    .listen(channel, {
      onNotify(payload) {
        if (!listening) {
          // A notification proves the connection is back after a timed-out `synced`.
          clear()
          listening = true
        }
        if (!sync.heard(payload)) clear()
      },
      onListening() {
        clear()
        listening = true
      },
    })
    .catch((error: unknown) => {
      log.error({ err: error }, `The ${channel} cache is off: LISTEN failed.`)
      return undefined
    })

  return {
    read<T>(key: string, load: () => Promise<T | undefined>) {
      if (!listening) return load().then(toCachedJson)
      let entry = entries.get(key) as Promise<CachedJson<T> | undefined> | undefined
      if (!entry) {
        const mine = entries
        entry = load().then(toCachedJson)
        mine.set(key, entry)
        const done = loaded
        // A failed or empty load is asked again next time rather than kept.
        entry.then(
          (value) => {
            if (mine.get(key) !== entry) return
            if (value === undefined) mine.delete(key)
            else done.set(key, value)
          },
          () => mine.get(key) === entry && mine.delete(key),
        )
      }
      return entry
    },

    peek(key) {
      return listening ? loaded.get(key) : undefined
    },

    async synced() {
      const current = await subscription
      // PGlite is this process: its notifications arrive as the transaction commits.
      if (!current || !listening || database.kind === 'pglite') return
      await sync.send(current, () => {
        // The notification did not come back: stop trusting the cache until it does.
        listening = false
        clear()
      })
    },

    async stop() {
      listening = false
      clear()
      await (await subscription)?.stop()
    },
  }
}

function toCachedJson<T>(value: T | undefined): CachedJson<T> | undefined {
  if (value === undefined) return undefined
  const identity = Buffer.from(JSON.stringify(value))
  return {
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  }
}
