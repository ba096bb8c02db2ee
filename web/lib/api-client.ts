import type { ClientResponse, hc } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import { languageTag } from '#core/locale'
import { getLocale } from '#i18n/runtime'
import type { AppType } from '../../api/app'
import { ApiError, apiErrorBody, NetworkError } from './api-request'

/**
 * The API through a typed client: paths, params, query strings, bodies and answers are checked
 * against the server's routes by Hono's client types (`hc<AppType>`), so a renamed path or a
 * changed body fails `npm run typecheck`. Cookies always go along (SPEC §7).
 * At run time it is `typedClient` below, the part of `hc` this app calls, at a third of its size
 * on every page's first load: `api.products[':id'].$get({ param: { id } }, { init: { signal } })`.
 */
export const api = (typedClient([]) as ReturnType<typeof hc<AppType>>).api

/** A call's arguments, as Hono's client types shape them. */
interface CallArgs {
  param?: Record<string, unknown>
  query?: Record<string, unknown>
  json?: unknown
  form?: Record<string, unknown>
  header?: Record<string, string | undefined>
}

/** A call's options: headers of its own (an Idempotency-Key), fetch's init (an abort signal). */
interface CallOptions {
  headers?: Record<string, string>
  init?: RequestInit
}

/** `api.a.b[':id'].$get(args, options)`: each property a path segment, `$method` the call. */
function typedClient(path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? typedClient([...path, key]) : undefined,
    apply: (_target, _this, [args, options]: [CallArgs?, CallOptions?]) =>
      call(path, args ?? {}, options ?? {}),
  })
}

function call(path: string[], args: CallArgs, options: CallOptions) {
  const method = (path.at(-1) ?? '').replace(/^\$/, '').toUpperCase()
  const segments = path.slice(0, -1).flatMap((segment) => {
    if (segment === 'index') return []
    if (!segment.startsWith(':')) return [segment]
    // `:id`, `:id{[0-9]+}` or an optional `:id?`: the param's value, or nothing when absent.
    const value = args.param?.[segment.slice(1).replace(/(\{.*\})?\??$/, '')]
    return value === undefined || value === '' ? [] : [encodeURIComponent(String(value))]
  })
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(args.query ?? {})) {
    for (const item of [value].flat()) if (item !== undefined) query.append(key, String(item))
  }
  // The API answers in the page's language (decision 077), whatever the browser's own.
  const headers = new Headers({ 'Accept-Language': languageTag[getLocale()] })
  for (const [key, value] of Object.entries({ ...args.header, ...options.headers })) {
    if (value !== undefined) headers.set(key, value)
  }
  let body: BodyInit | undefined
  if (args.form) {
    const form = new FormData()
    for (const [key, value] of Object.entries(args.form)) {
      for (const item of [value].flat()) {
        if (item !== undefined) form.append(key, item instanceof Blob ? item : String(item))
      }
    }
    body = form
  }
  if (args.json !== undefined) {
    body = JSON.stringify(args.json)
    headers.set('Content-Type', 'application/json')
  }
  const search = String(query) ? `?${query}` : ''
  return apiFetch(`/${segments.join('/')}${search}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    credentials: 'include',
    ...options.init,
  })
}

let apiFetch: typeof fetch = (input, init) => fetch(input, init)

/**
 * Where API calls go: the browser's fetch, or on the server (rendering a page) the app itself,
 * in-process. The server renders public pages only, so no call carries a visitor's cookie.
 */
export function setApiFetch(fetcher: typeof fetch) {
  apiFetch = fetcher
}

/** The body of a call's successful answer, as the route declares it (none for a 204). */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends 204
      ? undefined
      : Status extends SuccessStatusCode
        ? Body
        : never
    : never

/**
 * Awaits a typed-client call and returns its successful answer; a non-OK answer throws
 * `ApiError` (status and the JSON error body); no answer at all, or an OK page that is not the
 * API's JSON, `NetworkError`.
 */
export async function send<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Answer<R>> {
  let response: R
  try {
    response = await call
  } catch (error) {
    // fetch rejects with a TypeError when no answer arrives; an abort stays an AbortError.
    if (error instanceof TypeError) throw new NetworkError({ cause: error })
    throw error
  }
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new ApiError(response.status, apiErrorBody(text))
  }
  if (response.status === 204) return undefined as Answer<R>
  // An OK answer that is not our JSON came from something between us (a captive portal, a
  // proxy's page): the request never reached the API, as far as the user can tell.
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) {
    throw new NetworkError()
  }
  return (await response.json()) as Answer<R>
}
