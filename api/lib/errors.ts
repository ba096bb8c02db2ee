import { DrizzleQueryError } from 'drizzle-orm/errors'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { databaseOutage } from './db-errors'
import { reportError } from './error-reports'
import { log } from './log'

/** Every error leaves the API as `{ error: '<human message>' }` with its status. */
export function errorBody(message: string) {
  return { error: message }
}

/**
 * A service's answer is `{ ok: true, … } | { ok: false, reason, … }` (issue 31): `reason` says
 * why not, with no HTTP status, and each route file maps reasons to statuses in one table. This
 * is the refusal of a service that words it itself (`error`, in the domain's words); one whose
 * words depend on the route (a post or a comment) leaves them to it.
 */
export type Refusal<Reason extends string> = { ok: false; reason: Reason; error: string }

const defaultMessages: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
}

/** What a visitor reads while the database cannot serve us (decision 050). */
export const databaseTroubleMessage =
  "We're having trouble reaching our database. Please try again in a minute."

/** The Retry-After of that answer, in seconds: the message's minute. */
export const databaseRetryAfterSeconds = 60

export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const message = error.message || defaultMessages[status] || 'Request failed'
    return c.json(errorBody(message), status)
  }
  // The id ties what the visitor sees (and may quote to staff) to this line of the log.
  const requestId = c.get('requestId') as string | undefined
  const outage = databaseOutage(error)
  if (outage) {
    // An outage is for the health checks and the log, not a bug report; a statement that ran
    // out of time may be a slow query, so its line is an error with the stack that ran it.
    const line = `Database unavailable on ${c.req.method} ${c.req.path}: `
    if (outage === 'timeout') log.error({ requestId }, line + describeError(error))
    else log.warn({ requestId }, line + describeError(error).split('\n')[0])
    c.header('Retry-After', String(databaseRetryAfterSeconds))
    return c.json({ ...errorBody(databaseTroubleMessage), requestId }, 503)
  }
  const description = describeError(error)
  log.error({ requestId }, `Unhandled error on ${c.req.method} ${c.req.path}: ${description}`)
  void reportError(error, { description, requestId, method: c.req.method, path: c.req.path })
  return c.json({ ...errorBody('Internal server error'), requestId }, 500)
}

export const handleNotFound: NotFoundHandler = (c: Context) => c.json(errorBody('Not found'), 404)

export function tooLarge(c: Context) {
  return c.json(errorBody('Request body too large'), 413)
}

/** Only the stack's frames: its first lines repeat the message, which may span lines. */
function frames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}

/**
 * An error as the log may show it: what failed and where, never the values involved. A failed
 * query is logged as its SQL and the database's message, without its bind parameters (e-mails,
 * password hashes) or the database's detail line (which quotes values); no request body either.
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as (Error & { code?: string }) | undefined
    const reason = cause ? `${cause.code ? `${cause.code} ` : ''}${cause.message}` : 'no cause'
    return `Database query failed (${reason}): ${error.query}\n${frames(error)}`
  }
  if (error instanceof Error) return `${error.name}: ${error.message}\n${frames(error)}`
  return String(error)
}
