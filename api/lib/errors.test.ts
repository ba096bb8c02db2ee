import { DrizzleQueryError } from 'drizzle-orm/errors'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { DatabaseConnectionError } from '../../db/watched-socket'
import {
  databaseRetryAfterSeconds,
  databaseTroubleMessage,
  describeError,
  handleError,
} from './errors'
import { log } from './log'

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

describe('handleError', () => {
  const failing = (error: Error) => {
    const app = new Hono()
    app.onError(handleError)
    app.get('/', () => {
      throw error
    })
    return app.request('/')
  }

  it('answers a database outage 503 with Retry-After and one plain sentence', async () => {
    const lost = new DatabaseConnectionError('Database connection failed', 'ECONNREFUSED')
    const response = await failing(new DrizzleQueryError('select 1', [], lost))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe(String(databaseRetryAfterSeconds))
    expect(await response.json()).toEqual({ error: databaseTroubleMessage })
  })

  it('answers anything else unexpected 500', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const response = await failing(new TypeError('x is not a function'))
    expect(response.status).toBe(500)
    expect(response.headers.get('Retry-After')).toBeNull()
    expect(await response.json()).toEqual({ error: 'Internal server error' })
    logged.mockRestore()
  })
})
