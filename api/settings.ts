import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { FeeRates } from '#core/giving-fees'
import type { LimitRule } from './accounts/rate-limit'
import { type SessionPolicy, sessionPolicy } from './accounts/sessions'
import type { Env } from './env'
import { type ImageStore, imageStoreFromEnv } from './media/image-store'

const hour = 3600

/** Every number and switch the handlers and services read, derived once from the environment. */
export interface OrderLimits {
  maxUnitsPerProduct: number
  maxTotalCents: number
  /** How long an unpaid order holds its stock; an expired hold counts as long again. */
  holdMinutes: number
}

export interface Settings {
  sessions: SessionPolicy
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean
  /** Where e-mailed links point; never taken from the request's Host header. */
  publicOrigin: string
  limits: LimitSettings
  /** How long an unpaid order holds its stock (docs/decisions/017). */
  orderHoldMinutes: number
  /** What one account's unpaid order may hold (a newer order releases the older one). */
  orderLimits: OrderLimits
  giving: GivingSettings
  forum: ForumSettings
  /** Where uploaded product images go (decision 033). */
  images: ImageSettings
  /** Web Push (decision 096); null when no VAPID keys are set: the feature is then hidden. */
  push: PushSettings | null
}

export interface PushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string }
  /** Push services allowed besides public https ones (a local one in tests). */
  extraOrigins: string[]
}

export interface ImageSettings {
  store: ImageStore
  /** The folder `/uploads/*` is served from; undefined when a bucket serves them. */
  localDir: string | undefined
}

/** The throttles (docs/decisions/009). */
export interface LimitSettings {
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

/** Giving (docs/decisions/018): receipt details and the key that signs receipt links. */
export interface GivingSettings {
  /** `ein` is null until ORG_EIN is set: documents then say `einNotConfigured`, pages nothing. */
  organization: { legalName: string; ein: string | null; address: string }
  /** ORG_TIME_ZONE: whose midnight ends a statement's, a receipt's and the campaign's year, and
   * the zone of the storytelling call times in e-mails. */
  timeZone: string
  /** HMAC key for receipt links: DONATION_LINK_SECRET, or random per process when unset. */
  linkSecret: Buffer
  linkDays: number
  /** How long an e-mailed "manage your monthly gift" link works (each receipt brings a new one). */
  manageLinkDays: number
  /** The campaign bar on /donate: raised this calendar year against this goal, in cents. */
  campaignGoalCents: number
  /** A cheque pledge is offered only when these are set (decision 038). */
  chequeInstructions: string | undefined
  /** What "cover the fees" adds, per Stripe method (decision 038). */
  feeRates: FeeRates
  /** The state charitable-solicitation disclosure on /donate and on receipts. */
  solicitationDisclosure: string | undefined
}

/** The forum's spam brakes for new accounts (docs/decisions/021). */
export interface ForumSettings {
  /** How long an account counts as new; its writing in that time is never linkified. */
  newAccountHours: number
  newAccountPosts: number
  newAccountComments: number
}

/** What a receipt or statement says until ORG_EIN is set: never a made-up number. */
export const einNotConfigured = 'available on request'

/** The organisation as a receipt or a statement names it: its EIN, or the words for none yet. */
export function documentOrganization(organization: GivingSettings['organization']) {
  return { ...organization, ein: organization.ein ?? einNotConfigured }
}

export function settingsFrom(env: Env): Settings {
  return {
    sessions: sessionPolicy(env.SESSION_DAYS, env.SESSION_MAX_DAYS),
    trustProxy: env.TRUST_PROXY === 'true',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    limits: {
      loginAccount: {
        limit: env.LOGIN_MAX_FAILURES_PER_HOUR,
        windowSeconds: hour,
        backoff: {
          freeHits: env.LOGIN_FREE_FAILURES,
          baseSeconds: env.LOGIN_BACKOFF_SECONDS,
          maxSeconds: env.LOGIN_BACKOFF_MAX_SECONDS,
        },
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
    orderHoldMinutes: env.ORDER_HOLD_MINUTES,
    orderLimits: {
      maxUnitsPerProduct: env.ORDER_MAX_UNITS_PER_PRODUCT,
      maxTotalCents: env.ORDER_MAX_DOLLARS * 100,
      holdMinutes: env.ORDER_HOLD_MINUTES,
    },
    giving: {
      organization: {
        legalName: env.ORG_LEGAL_NAME,
        ein: env.ORG_EIN ?? null,
        address: env.ORG_ADDRESS,
      },
      timeZone: env.ORG_TIME_ZONE,
      linkSecret: env.DONATION_LINK_SECRET
        ? Buffer.from(env.DONATION_LINK_SECRET, 'utf8')
        : randomBytes(32),
      linkDays: env.DONATION_LINK_DAYS,
      manageLinkDays: env.DONATION_MANAGE_LINK_DAYS,
      campaignGoalCents: env.CAMPAIGN_GOAL_DOLLARS * 100,
      chequeInstructions: env.CHEQUE_INSTRUCTIONS || undefined,
      feeRates: {
        card: {
          basisPoints: env.FEE_CARD_PERCENT,
          fixedCents: env.FEE_CARD_FIXED_CENTS,
          capCents: null,
        },
        bank: {
          basisPoints: env.FEE_BANK_PERCENT,
          fixedCents: 0,
          capCents: env.FEE_BANK_CAP_CENTS,
        },
      },
      solicitationDisclosure: env.SOLICITATION_DISCLOSURE || undefined,
    },
    forum: {
      newAccountHours: env.FORUM_NEW_ACCOUNT_HOURS,
      newAccountPosts: env.FORUM_NEW_ACCOUNT_POSTS,
      newAccountComments: env.FORUM_NEW_ACCOUNT_COMMENTS,
    },
    images: {
      store: imageStoreFromEnv(env, env.DATA_DIR),
      localDir: env.S3_BUCKET ? undefined : join(env.DATA_DIR, 'uploads'),
    },
    push: pushSettingsFrom(env),
  }
}

function pushSettingsFrom(env: Env): PushSettings | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
  // Push services ask for a way to reach the sender: the site itself when it is https.
  const subject =
    env.VAPID_SUBJECT ??
    (origin.startsWith('https://') ? origin : `mailto:no-reply@${new URL(origin).hostname}`)
  return {
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject },
    extraOrigins: (env.PUSH_ENDPOINT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  }
}

/** The one clock the handlers read (`c.var.clock`); tests pass one they can move. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
