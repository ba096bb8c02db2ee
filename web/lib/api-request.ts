import { m } from '#i18n/messages'

/**
 * No answer reached us (offline, or the server could not be reached), so nothing is known about
 * the request's fate. Its message is a plain sentence for the user instead of "Failed to fetch".
 */
export class NetworkError extends Error {
  override name = 'NetworkError'

  constructor(options?: ErrorOptions) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    super(offline ? m.network_offline() : m.network_unreachable(), options)
  }
}

/** The API's error body (`{ "error": "..." }`, sometimes with more fields, as a 409's `order`). */
export interface ApiErrorBody {
  error: string
  [extra: string]: unknown
}

/**
 * The server answered with a non-OK status. `body` is its JSON error, or `{ error: text }` when
 * the answer was not our JSON shape; `message` is the human sentence, ready for a toast.
 */
export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error)
  }
}

/** An error answer's text as our error body: its JSON `{ error }`, or the text itself. */
export function apiErrorBody(text: string): ApiErrorBody {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      if (typeof parsed.error === 'string') return parsed as ApiErrorBody
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { error: text }
}

/** The sentence for a toast: the API's `error`, NetworkError's plain text, or any error's message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * A fresh Idempotency-Key (a v4 UUID): made once per user action, so every retry of that action
 * is the same request to the server. `crypto.randomUUID` needs a secure context, which a
 * plain-http LAN address is not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
