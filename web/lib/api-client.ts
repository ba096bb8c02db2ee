import { type ClientResponse, hc } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { AppType } from '../../api/app'
import { ApiError, apiErrorBody, NetworkError } from './api-request'

/**
 * The API through Hono's typed client (`hc<AppType>`): paths, params, query strings, bodies and
 * answers are checked against the server's routes, so a renamed path or a changed body fails
 * `npm run typecheck`. Cookies always go along (SPEC §7).
 */
export const api = hc<AppType>('/', {
  init: { credentials: 'include' },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init),
}).api

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
