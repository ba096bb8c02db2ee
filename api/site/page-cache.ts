import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { DatabaseHandle, Subscription } from '../../db/client'
import { createSyncRoundTrip } from '../lib/json-cache'
import { log } from '../lib/log'

/** A signed-out page as rendered once, ready for the wire in every encoding (decision 054). */
export interface CachedPage {
  status: number
  contentType: string
  /** Headers of its own (a 503's Retry-After and no-store, a redirect's Location). */
  headers: Record<string, string>
  /** The document's hash; each encoding's strong ETag is derived from it. */
  hash: string
  /** The inline scripts' CSP sources (`'sha256-…'`), which stand in for a nonce. */
  scriptSources: string[]
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
}

export interface PageCache {
  /** The page under `key` while it is current: no change heard and younger than the age bound. */
  fresh(key: string): CachedPage | undefined
  /**
   * The page under `key` as long as no change was heard since it was kept: up to `staleMs` past
   * its age bound while it is rendered again, and however old when no render turn is free
   * (`shedding`), where the alternative is a busy page.
   */
  stale(key: string, shedding: boolean): CachedPage | undefined
  /** Keeps `page` under `key`, unless a change arrived while it was being rendered. */
  keep(key: string, page: CachedPage, renderStarted: number): void
  /** A mark to pass to `keep`: the cache's generation as a render starts. */
  generation(): number
  /** Resolves once every change committed before the call has emptied this cache. */
  synced(): Promise<void>
  stop(): Promise<void>
}

export interface PageCacheOptions {
  /** Channels whose NOTIFY empties the cache (the catalogue's, decision 042). */
  channels: string[]
  /** How long a page is served before it is rendered again (what no channel announces). */
  maxAgeMs: number
  /**
   * How long past `maxAgeMs` a page is still answered at once while it is rendered again; older
   * than that (after a quiet hour, say) the visitor waits for the new render.
   */
  staleMs: number
  /** How many pages are kept at most (each search string is its own page). */
  maxEntries: number
  /**
   * The share of `maxAgeMs` a page's own age bound may fall short of it, drawn at random as it is
   * kept: pages kept in the same moment (the first views after a start or a change) are not all
   * rendered again in the same moment every `maxAgeMs` after, a burst of CPU each time.
   */
  renewalSpread: number
  now?: () => number
  /** In [0, 1): where in the spread a kept page's bound falls. */
  random?: () => number
}

/**
 * What no channel announces (a campaign's total, an event, a story) shows within five seconds,
 * or to the visitor who finds a page a minute out of date, on their next view; a few hundred
 * pages at ~100 KB in three encodings is some tens of megabytes at most.
 */
export const pageCacheBounds = {
  maxAgeMs: 5000,
  staleMs: 60_000,
  maxEntries: 300,
  renewalSpread: 0.2,
}

/**
 * Rendered pages kept per key (build, path and search), emptied on every replica by a NOTIFY on
 * any of `channels` and renewed after `maxAgeMs`. As with the catalogue cache, nothing is kept
 * until every subscription is up, and the cache empties each time one is (re-)established.
 */
export function createPageCache(database: DatabaseHandle, options: PageCacheOptions): PageCache {
  const now = options.now ?? (() => performance.now())
  const random = options.random ?? Math.random
  // Each page with the time it was kept and its own age bound.
  let entries = new Map<string, { page: CachedPage; at: number; maxAgeMs: number }>()
  let changes = 0
  const up = new Set<string>()
  const sync = createSyncRoundTrip()
  const listening = () => up.size === options.channels.length
  const clear = () => {
    entries = new Map()
    changes++
  }

  const subscriptions = Promise.all(
    options.channels.map((channel) =>
      database
        .listen(channel, {
          onNotify(payload) {
            // Any notification, even a late sync token, proves the channel is heard again.
            if (!sync.heard(payload)) clear()
            up.add(channel)
          },
          onListening() {
            clear()
            up.add(channel)
          },
        })
        .catch((error: unknown) => {
          log.error({ err: error }, `The page cache is off: LISTEN ${channel} failed.`)
          return undefined
        }),
    ),
  )

  return {
    fresh(key) {
      const entry = listening() ? entries.get(key) : undefined
      return entry && now() - entry.at < entry.maxAgeMs ? entry.page : undefined
    },

    stale(key, shedding) {
      const entry = listening() ? entries.get(key) : undefined
      if (!entry) return undefined
      return shedding || now() - entry.at < entry.maxAgeMs + options.staleMs
        ? entry.page
        : undefined
    },

    keep(key, page, renderStarted) {
      if (!listening() || renderStarted !== changes) return
      // Oldest first out: a Map iterates in insertion order.
      entries.delete(key)
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!)
      const maxAgeMs = options.maxAgeMs * (1 - options.renewalSpread * random())
      entries.set(key, { page, at: now(), maxAgeMs })
    },

    generation: () => changes,

    async synced() {
      const [first] = await subscriptions
      if (!first || !listening() || database.kind === 'pglite') return
      await sync.send(first, () => {
        // The notification did not come back: keep nothing until a channel is heard again.
        up.clear()
        clear()
      })
    },

    async stop() {
      up.clear()
      clear()
      const all: (Subscription | undefined)[] = await subscriptions
      await Promise.all(all.map((subscription) => subscription?.stop()))
    },
  }
}

/** Parameters that only tell analytics where a visitor came from; no page reads them. */
const trackingParameter =
  /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i

/**
 * The address a signed-out page is rendered and kept under: its path and search less tracking
 * parameters, so the links of a newsletter or a post share each page's one copy.
 */
export function sharedAddress(url: URL): string {
  const search = new URLSearchParams(url.search)
  const tracking = [...search.keys()].filter((name) => trackingParameter.test(name))
  if (tracking.length === 0) return `${url.pathname}${url.search}`
  for (const name of tracking) search.delete(name)
  const rest = search.toString()
  return rest ? `${url.pathname}?${rest}` : url.pathname
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const nonceAttribute = / nonce="[^"]*"/g
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/**
 * A rendered document made the same for every visitor: its inline scripts lose the render's
 * nonce and are allowed by their hashes instead, and its encodings are made once, off the event
 * loop.
 */
export async function toCachedPage(
  html: string,
  about: Pick<CachedPage, 'status' | 'contentType' | 'headers'>,
): Promise<CachedPage> {
  const document = html.replace(nonceAttribute, '')
  const scriptSources = new Set<string>()
  for (const [, attributes = '', body = ''] of document.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes) || body === '') continue
    if (/\btype="(?!module"|text\/javascript")[^"]*"/.test(attributes)) continue
    scriptSources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  const identity = Buffer.from(document)
  const [gzipped, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return {
    ...about,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    scriptSources: [...scriptSources],
    identity,
    gzip: gzipped,
    br,
  }
}
