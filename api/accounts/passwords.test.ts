import { describe, expect, it } from 'vitest'
import {
  commonPasswordCount,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from './passwords'

describe('password hashing', () => {
  it('uses argon2id at OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Tangerine-Kite-77')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored).not.toContain('Tangerine')
    expect(await verifyPassword(stored, 'Tangerine-Kite-77')).toBe(true)
    expect(await verifyPassword(stored, 'tangerine-kite-77')).toBe(false)
    expect(needsRehash(stored)).toBe(false)
  })

  it('treats a hash that is not argon2 as a wrong password instead of throwing', async () => {
    // The demo forum members' placeholder: '!' and hex.
    expect(await verifyPassword('!3f9a0c', 'anything-at-all')).toBe(false)
    expect(await verifyPassword('$argon2id$broken', 'anything-at-all')).toBe(false)
  })

  it('asks for a rehash of weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true)
  })
})

describe('the common password list', () => {
  it('holds at least the top 1,000', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000)
  })

  it.each(['123456', 'password', 'qwerty', '111111', 'iloveyou', 'sunshine', 'letmein', 'abc123'])(
    'rejects %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true)
    },
  )

  it('compares without regard to case', () => {
    expect(isCommonPassword('PassWord1')).toBe(true)
    expect(isCommonPassword('ILOVEYOU')).toBe(true)
  })

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Tangerine-Kite-77')).toBe(false)
  })
})
