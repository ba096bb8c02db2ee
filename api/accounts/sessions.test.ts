import { describe, expect, it } from 'vitest'
import {
  checkSession,
  generateSessionToken,
  hashSecret,
  newSessionTimes,
  parseSessionToken,
  randomToken,
  secretMatches,
  sessionPolicy,
} from './sessions'

const day = 24 * 60 * 60 * 1000
const policy = sessionPolicy(30, 90)
const start = new Date('2025-03-01T12:00:00Z')
const later = (days: number) => new Date(start.getTime() + days * day)

describe('session tokens', () => {
  it('are <id>.<secret> with a 120-bit id and a 256-bit secret in base32', () => {
    const { id, secret, token } = generateSessionToken()
    expect(token).toBe(`${id}.${secret}`)
    // base32 carries 5 bits a character.
    expect(id).toMatch(/^[a-z2-7]{24}$/)
    expect(secret).toMatch(/^[a-z2-7]{52}$/)
    expect(secret.length * 5).toBeGreaterThanOrEqual(256)
  })

  it('never repeat and use the whole alphabet', () => {
    const secrets = Array.from({ length: 2000 }, () => generateSessionToken().secret)
    expect(new Set(secrets).size).toBe(secrets.length)
    const characters = new Set(secrets.join(''))
    expect(characters.size).toBe(32)
  })

  it('carry the entropy asked for, 5 bits a character', () => {
    expect(randomToken(10)).toMatch(/^[a-z2-7]{16}$/)
  })

  it('parse back into id and secret, and anything else is refused before the database', () => {
    const { id, secret, token } = generateSessionToken()
    expect(parseSessionToken(token)).toEqual({ id, secret })
    for (const bad of [
      '',
      id,
      `${id}.`,
      `${id}.${secret}x`,
      `x${id}.${secret}`,
      `${id.toUpperCase()}.${secret}`,
    ]) {
      expect(parseSessionToken(bad), bad).toBeNull()
    }
  })

  it('store a SHA-256 of the secret that matches only that secret', () => {
    const { secret } = generateSessionToken()
    const stored = hashSecret(secret)
    expect(stored).toHaveLength(32)
    expect(Buffer.from(stored).toString('hex')).not.toContain(secret)
    expect(secretMatches(secret, stored)).toBe(true)
    expect(secretMatches(generateSessionToken().secret, stored)).toBe(false)
    // postgres.js hands bytea back as a Buffer.
    expect(secretMatches(secret, Buffer.from(stored))).toBe(true)
  })
})

describe('session expiry', () => {
  const times = newSessionTimes(start, policy)

  it('lasts 30 days of inactivity and at most 90 days in all', () => {
    expect(times.expiresAt).toEqual(later(30))
    expect(times.absoluteExpiresAt).toEqual(later(90))
  })

  it('is left alone while at least half of its life remains', () => {
    expect(checkSession(times, later(14), policy)).toEqual({ state: 'valid' })
    expect(checkSession(times, later(15), policy)).toEqual({ state: 'valid' })
  })

  it('never has a shorter lifetime in all than its idle lifetime', () => {
    expect(sessionPolicy(30, 7)).toEqual({ slidingMs: 30 * day, absoluteMs: 30 * day })
  })

  it('slides to 30 days from now once past its half-life', () => {
    expect(checkSession(times, later(16), policy)).toEqual({ state: 'renew', expiresAt: later(46) })
  })

  it('expires after 30 idle days', () => {
    expect(checkSession(times, later(30), policy)).toEqual({ state: 'expired' })
  })

  it('never slides past the absolute lifetime, and ends there whatever the activity', () => {
    const renewedOften = { ...times, expiresAt: later(88) }
    expect(checkSession(renewedOften, later(80), policy)).toEqual({
      state: 'renew',
      expiresAt: later(90),
    })
    const atCap = { ...times, expiresAt: later(90) }
    expect(checkSession(atCap, later(89), policy)).toEqual({ state: 'valid' })
    expect(checkSession(atCap, later(90), policy)).toEqual({ state: 'expired' })
    // A sliding expiry beyond the cap (written under a longer policy) ends at the cap all the same.
    const pastCap = { ...times, expiresAt: later(95) }
    expect(checkSession(pastCap, later(89), policy)).toEqual({ state: 'valid' })
    expect(checkSession(pastCap, later(90), policy)).toEqual({ state: 'expired' })
  })
})
