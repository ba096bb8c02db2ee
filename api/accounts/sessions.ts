import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'

/**
 * Session tokens the Lucia way (lucia-auth.com, "Sessions"): `<id>.<secret>`, both from the
 * CSPRNG. The id finds the row; only SHA-256(secret) is stored, so a leaked table signs no one in.
 * Pure functions: time is always passed in, so expiry and renewal are testable.
 */

const idBytes = 15
const secretBytes = 32
const tokenPattern = /^([a-z2-7]{24})\.([a-z2-7]{52})$/
const dayMs = 24 * 60 * 60 * 1000

export interface SessionToken {
  id: string
  secret: string
  /** What the cookie holds. */
  token: string
}

export interface SessionPolicy {
  /** Inactivity lifetime; a session used after half of it is extended to the full length again. */
  slidingMs: number
  /** Hard cap from creation, whatever the activity. */
  absoluteMs: number
}

export interface SessionTimes {
  expiresAt: Date
  absoluteExpiresAt: Date
}

export function sessionPolicy(slidingDays: number, absoluteDays: number): SessionPolicy {
  return { slidingMs: slidingDays * dayMs, absoluteMs: Math.max(absoluteDays, slidingDays) * dayMs }
}

/** A random string of `bytes` bytes of entropy in lower-case base32 (8 bits → 1.6 characters). */
export function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)))
}

export function generateSessionToken(): SessionToken {
  const id = randomToken(idBytes)
  const secret = randomToken(secretBytes)
  return { id, secret, token: `${id}.${secret}` }
}

/** Splits a cookie value; anything not shaped like our tokens is null, before any database work. */
export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const match = tokenPattern.exec(token)
  if (!match) return null
  return { id: match[1]!, secret: match[2]! }
}

export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret))
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  // Copy: postgres.js hands back a Buffer, PGlite a Uint8Array; compare plain bytes either way.
  return constantTimeEqual(hashSecret(secret), new Uint8Array(storedHash))
}

export function newSessionTimes(now: Date, policy: SessionPolicy): SessionTimes {
  return {
    expiresAt: new Date(now.getTime() + policy.slidingMs),
    absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
  }
}

export type SessionCheck =
  | { state: 'expired' }
  | { state: 'valid' }
  | { state: 'renew'; expiresAt: Date }

/** Whether a session is still good at `now`, and the new expiry when it is due for renewal. */
export function checkSession(
  session: SessionTimes,
  now: Date,
  policy: SessionPolicy,
): SessionCheck {
  const t = now.getTime()
  if (t >= session.expiresAt.getTime() || t >= session.absoluteExpiresAt.getTime()) {
    return { state: 'expired' }
  }
  const halfLife = policy.slidingMs / 2
  if (session.expiresAt.getTime() - t >= halfLife) return { state: 'valid' }
  const expiresAt = new Date(Math.min(t + policy.slidingMs, session.absoluteExpiresAt.getTime()))
  if (expiresAt.getTime() <= session.expiresAt.getTime()) return { state: 'valid' }
  return { state: 'renew', expiresAt }
}
