import { baseLocale, type Locale, languageTag } from '#core/locale'
import type { ContentItemDetail, ContentType } from '#core/schemas/content'
import { m } from '#i18n/messages'
import { ApiError, apiErrorBody, NetworkError } from '../api-request'
import { cacheNames } from './cache-names'

/**
 * The saved library (decision 093): resources a member saved for offline reading, kept in Cache
 * Storage by the page — the API's answer in the page's language, and every image and attachment
 * its text names — and answered by the service worker when the network cannot
 * (runtime-caching.ts `savedCopies`). Each saved resource has an index entry in the same cache,
 * so the cache is the one record of what is saved: what the browser evicts is never listed.
 */
export interface SavedResource {
  slug: string
  locale: Locale
  title: string
  type: ContentType
  /** The answer's ETag when saved: a refresh compares it. */
  version: string | null
  /** Every address kept for it: its answer first, then its images and attachments. */
  addresses: string[]
  /** What those take on the device. */
  bytes: number
  savedAt: string
}

const indexPrefix = '/__saved-library/'

function indexAddress(locale: Locale, slug: string) {
  return `${indexPrefix}${locale}/${encodeURIComponent(slug)}`
}

/**
 * Whether this browser can keep anything for offline reading (Cache Storage, a secure context):
 * a page, or the service worker refreshing the library in the background.
 */
export function canSaveForOffline() {
  return typeof caches !== 'undefined' && globalThis.isSecureContext === true
}

/** The address the page reads a resource at (entities/resources `resourceQueryOptions`). */
export function resourceAddress(slug: string, locale: Locale) {
  const path = `/api/content/${encodeURIComponent(slug)}`
  return locale === baseLocale ? path : `${path}?locale=${locale}`
}

/**
 * The files a resource's text names on this site — images and attachments under /uploads/ or
 * /images/ — in order, each once, at the address the page will ask for: with its query, without
 * its fragment (never sent). The text is the server's safe HTML: attributes in double quotes,
 * `&` written `&amp;`.
 */
export function filesOf(bodyHtml: string): string[] {
  const found = bodyHtml.matchAll(/\s(?:src|href)="(\/(?:uploads|images)\/[^"#\s]+)(?:#[^"]*)?"/g)
  return [...new Set([...found].map((match) => (match[1] as string).replaceAll('&amp;', '&')))]
}

/** From the network, never a cache: what is saved, or compared, is what the server has now. */
function fetchFresh(address: string, locale: Locale, headers: Record<string, string> = {}) {
  return fetch(address, {
    cache: 'no-store',
    credentials: 'include',
    headers: { 'Accept-Language': languageTag[locale], ...headers },
  }).catch((error: unknown) => {
    throw new NetworkError({ cause: error })
  })
}

async function openLibrary() {
  return caches.open(cacheNames.savedLibrary)
}

/** The index entries under `prefix` (one language's, or all), as the library holds them now. */
async function indexEntries(library: Cache, prefix: string): Promise<SavedResource[]> {
  const entries = await Promise.all(
    (await library.keys())
      .filter((request) => new URL(request.url).pathname.startsWith(prefix))
      .map(async (request) => (await library.match(request))?.json() as Promise<SavedResource>),
  )
  return entries.filter(Boolean)
}

/** Every resource saved on this device in `locale`, most recently saved first. */
export async function savedResources(locale: Locale): Promise<SavedResource[]> {
  if (!canSaveForOffline()) return []
  const entries = await indexEntries(await openLibrary(), `${indexPrefix}${locale}/`)
  return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/**
 * Saves a resource hosted here, with its files, replacing an earlier copy. Only a published one
 * (an editor's draft is theirs alone, never kept on a device).
 */
async function saveResource(slug: string, locale: Locale): Promise<SavedResource> {
  const address = resourceAddress(slug, locale)
  const answer = await fetchFresh(address, locale)
  if (!answer.ok) throw new ApiError(answer.status, apiErrorBody(await answer.text()))
  const item = (await answer.clone().json()) as ContentItemDetail
  if (!item.published || item.bodyHtml === null)
    throw new ApiError(409, { error: m.community_saved_not_savable() })
  const files = await Promise.all(
    filesOf(item.bodyHtml).map(async (file) => {
      const response = await fetchFresh(file, locale)
      // A file that is gone is left out, as the page online would show it broken.
      return response.ok ? { file, response } : null
    }),
  )
  const kept = [{ file: address, response: answer }, ...files.filter((file) => file !== null)]
  let bytes = 0
  for (const { response } of kept) bytes += (await response.clone().blob()).size

  const library = await openLibrary()
  const entry: SavedResource = {
    slug,
    locale,
    title: item.title,
    type: item.type,
    version: answer.headers.get('ETag'),
    addresses: kept.map(({ file }) => file),
    bytes,
    savedAt: new Date().toISOString(),
  }
  await Promise.all(kept.map(({ file, response }) => library.put(file, response)))
  await library.put(indexAddress(locale, slug), Response.json(entry))
  return entry
}

/**
 * Saves resources one after the other (a slow connection gives each its turn), then asks the
 * browser, once, to keep the library when it is short of space (`navigator.storage.persist`) —
 * unless it already does.
 */
export async function saveResources(slugs: readonly string[], locale: Locale): Promise<void> {
  for (const slug of slugs) await saveResource(slug, locale)
  const storage = navigator.storage
  if (storage?.persist && !(await storage.persisted?.().catch(() => false)))
    await storage.persist().catch(() => false)
  await refreshInBackground()
}

/** Removes a saved resource and the files no other saved resource needs. */
export async function removeResource(slug: string, locale: Locale): Promise<void> {
  const library = await openLibrary()
  const index = indexAddress(locale, slug)
  const entry = (await (await library.match(index))?.json()) as SavedResource | undefined
  await library.delete(index)
  if (!entry) return
  const others = await indexEntries(library, indexPrefix)
  if (others.length === 0) await refreshInBackground()
  const needed = new Set(others.flatMap((other) => other.addresses))
  await Promise.all(
    entry.addresses
      .filter((address) => !needed.has(address))
      .map((address) => library.delete(address)),
  )
}

/**
 * Brings every saved resource up to date, once the app is open and online: one unchanged
 * (304 to its ETag) stays as it is; a changed one is saved again; one no longer published
 * (404) leaves the device, as it has left the library. Offline, it stops and tries next time.
 */
export async function refreshSavedResources(locales: readonly Locale[]): Promise<void> {
  if (!canSaveForOffline() || !(await caches.has(cacheNames.savedLibrary))) return
  for (const locale of locales) {
    for (const entry of await savedResources(locale)) {
      const answer = await fetchFresh(
        resourceAddress(entry.slug, locale),
        locale,
        entry.version ? { 'If-None-Match': entry.version } : {},
      ).catch(() => null)
      if (!answer) return
      if (answer.status === 404) await removeResource(entry.slug, locale)
      else if (answer.ok && answer.headers.get('ETag') !== entry.version)
        await saveResource(entry.slug, locale)
    }
  }
}

/** The service worker's periodic sync that refreshes the library (saved-library-sync.ts). */
export const savedLibrarySyncTag = 'saved-library'

/** How often, at most, the browser is asked to wake the worker for it: a day. */
const backgroundRefreshMs = 24 * 60 * 60 * 1000

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>
  unregister(tag: string): Promise<void>
}

/**
 * Asks the browser to refresh the library in the background while anything is saved, and stops
 * it once nothing is. Only where it lets this site (Periodic Background Sync: an installed
 * Chromium app, with the permission it grants by itself); elsewhere the refresh on open is the
 * only one. Never fails a save: a browser that refuses just refreshes on open.
 */
export async function refreshInBackground(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const periodicSync = (registration as { periodicSync?: PeriodicSyncManager } | undefined)
      ?.periodicSync
    if (!periodicSync) return
    const saved = await indexEntries(await openLibrary(), indexPrefix)
    if (saved.length === 0) return await periodicSync.unregister(savedLibrarySyncTag)
    const permission = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    })
    if (permission.state === 'granted')
      await periodicSync.register(savedLibrarySyncTag, { minInterval: backgroundRefreshMs })
  } catch {
    // Refused, or not in this browser: the app refreshes the library when it opens.
  }
}

/** "120 kB", "2.4 MB": what saved resources take, in the page's language. */
export function storageSize(bytes: number, locale: Locale) {
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1e6, 'megabyte']
  return new Intl.NumberFormat(languageTag[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}
