import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { m } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import { clientIp } from '../lib/client-ip'
import { errorBody } from '../lib/errors'
import type { LimitSettings } from '../settings'
import { consume, minutesText } from './rate-limit'

/** 429 with Retry-After (seconds) and a message that says how long to wait. */
export function tooManyRequests(c: Context<AppEnv>, retryAfter: number, message?: string) {
  c.header('Retry-After', String(retryAfter))
  return c.json(
    errorBody(message ?? m.forms_too_many_requests({ wait: minutesText(retryAfter) })),
    429,
  )
}

type LimitName = keyof LimitSettings

/** Counts every request to this endpoint per client address, answering 429 past the limit. */
export function throttlePerIp(scope: string, limit: LimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, settings, clock } = c.var
    const result = await consume(db, `${scope}:ip:${clientIp(c)}`, settings.limits[limit], clock())
    if (!result.allowed) return tooManyRequests(c, result.retryAfter)
    await next()
  })
}

/** Counts every request of the signed-in user (after requireUser) to this endpoint. */
export function throttlePerUser(scope: string, limit: LimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, settings, clock, user } = c.var
    const who = user ? `user:${user.id}` : `ip:${clientIp(c)}`
    const result = await consume(db, `${scope}:${who}`, settings.limits[limit], clock())
    if (!result.allowed) return tooManyRequests(c, result.retryAfter)
    await next()
  })
}
