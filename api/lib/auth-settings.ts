import type { Env } from '../env'
import type { LimitRule } from './rate-limit'
import { type SessionPolicy, sessionPolicy } from './sessions'

const hour = 3600

/** Session lifetimes, proxy trust and throttling numbers, derived once from the environment. */
export interface AuthSettings {
  sessions: SessionPolicy
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean
  /** Where e-mailed links point; never taken from the request's Host header. */
  publicOrigin: string
  limits: {
    loginAccount: LimitRule
    loginIp: LimitRule
    register: LimitRule
    resetIp: LimitRule
    resetEmail: LimitRule
    forms: LimitRule
    orders: LimitRule
    donationsIp: LimitRule
    donationsEmail: LimitRule
  }
  /** The clock: injectable so tests can move time. */
  now: () => Date
}

export function authSettings(env: Env, now: () => Date = () => new Date()): AuthSettings {
  return {
    sessions: sessionPolicy(env.SESSION_DAYS, env.SESSION_MAX_DAYS),
    trustProxy: env.TRUST_PROXY === 'true',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    limits: {
      loginAccount: {
        limit: env.LOGIN_MAX_FAILURES_PER_HOUR,
        windowSeconds: hour,
        backoff: { freeHits: env.LOGIN_FREE_FAILURES, baseSeconds: env.LOGIN_BACKOFF_SECONDS },
      },
      loginIp: { limit: env.LOGIN_IP_MAX_FAILURES_PER_HOUR, windowSeconds: hour },
      register: { limit: env.REGISTER_PER_IP_PER_HOUR, windowSeconds: hour },
      resetIp: { limit: env.PASSWORD_RESET_PER_IP_PER_HOUR, windowSeconds: hour },
      resetEmail: { limit: env.PASSWORD_RESET_PER_EMAIL_PER_HOUR, windowSeconds: hour },
      forms: { limit: env.FORMS_PER_IP_PER_HOUR, windowSeconds: hour },
      orders: { limit: env.ORDERS_PER_USER_PER_HOUR, windowSeconds: hour },
      donationsIp: { limit: env.DONATIONS_PER_IP_PER_HOUR, windowSeconds: hour },
      donationsEmail: { limit: env.DONATIONS_PER_EMAIL_PER_HOUR, windowSeconds: hour },
    },
    now,
  }
}
