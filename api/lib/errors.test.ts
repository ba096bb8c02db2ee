import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { describeError } from './errors'

describe('describeError', () => {
  it('logs a failed query as its SQL and the database message, never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(dana@example.org) already exists.',
    })
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['dana@example.org', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    )
    const logged = describeError(error)
    expect(logged).toContain('23505 duplicate key value violates unique constraint')
    expect(logged).toContain('insert into "users"')
    expect(logged).not.toContain('dana@example.org')
    expect(logged).not.toContain('$argon2id')
  })

  it('logs other errors by name, message and stack frames', () => {
    const logged = describeError(new TypeError('x is not a function'))
    expect(logged).toMatch(/^TypeError: x is not a function\n\s+at /)
  })
})
