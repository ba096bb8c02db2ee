import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { log } from './log'

/** What a report says: the error as the log writes it, and where it happened (never a body). */
export interface ErrorContext {
  /** `describeError`'s text: a database error's query without its parameters, then the stack. */
  description: string
  requestId?: string
  method?: string
  path?: string
}

type Reporter = (error: unknown, context: ErrorContext) => Promise<void>

let reporter: Reporter | undefined

/**
 * Sends server errors (an unexpected 500) to Sentry, or anything that takes Sentry's envelope
 * API (GlitchTip, Bugsink…), when SENTRY_DSN is set; off otherwise (issue 17). The report is the
 * error's type and its description as the log has it, with the request's id, method and path:
 * no body, cookie, query string or user.
 */
export function reportErrorsTo(dsn: string | undefined, options: { environment: string }) {
  if (!dsn) {
    reporter = undefined
    return
  }
  const url = new URL(dsn)
  const projectId = url.pathname.split('/').filter(Boolean).pop()
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'))
  const endpoint = `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`
  const auth = `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=brightminds/1`
  reporter = async (error, context) => {
    const eventId = randomUUID().replaceAll('-', '')
    const [summary = '', ...stack] = context.description.split('\n')
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      server_name: hostname(),
      environment: options.environment,
      exception: {
        values: [{ type: error instanceof Error ? error.name : 'Error', value: summary }],
      },
      tags: context.requestId ? { request_id: context.requestId } : {},
      request: context.path ? { method: context.method, url: context.path } : undefined,
      extra: { stack: stack.join('\n') },
    }
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n')
    try {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': auth },
        body: envelope,
        signal: AbortSignal.timeout(5000),
      })
      if (!answer.ok) log.warn(`Error report refused: ${answer.status}`)
    } catch (failure) {
      log.warn(`Error report not sent: ${String(failure)}`)
    }
  }
}

/** Reports `error` when reports are on; the promise settles once it is sent (or given up). */
export function reportError(error: unknown, context: ErrorContext): Promise<void> {
  return reporter ? reporter(error, context) : Promise.resolve()
}
