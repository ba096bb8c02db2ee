/**
 * The fetch layer of SPEC §7/§8: cookies always sent, a JSON content-type only with a body,
 * and any non-OK answer becomes Error("<status>: <text or statusText>").
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new Error(`${response.status}: ${text}`)
  }
  if (response.status === 204) return undefined as T
  const type = response.headers.get('Content-Type') ?? ''
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>
}

/** GET a path and parse it as JSON: the default query function. */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, undefined, { signal })
}

/**
 * The human part of an API error for a toast: `409: {"error":"Username taken"}` → `Username taken`.
 * Falls back to the raw message when the body is not our JSON error shape.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const match = /^\d{3}: (.*)$/s.exec(error.message)
  if (!match?.[1]) return error.message
  try {
    const parsed = JSON.parse(match[1]) as { error?: unknown }
    return typeof parsed.error === 'string' ? parsed.error : match[1]
  } catch {
    return match[1]
  }
}
