import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { DatabaseConnectionError } from '../../db/watched-socket'
import { databaseOutage } from './db-errors'

const withCode = (code: string) => Object.assign(new Error(`failed with ${code}`), { code })
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause)

describe('databaseOutage', () => {
  it('calls a lost or refused connection an outage, through the query that met it', () => {
    const refused = new DatabaseConnectionError('Database connection failed', 'ECONNREFUSED')
    expect(databaseOutage(failedQuery(refused))).toBe('unreachable')
    expect(databaseOutage(refused)).toBe('unreachable')
    for (const code of ['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED']) {
      expect(databaseOutage(failedQuery(withCode(code))), code).toBe('unreachable')
    }
  })

  it('calls a server shutting down, starting up, crashed or full an outage', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', '53100']) {
      expect(databaseOutage(failedQuery(withCode(code))), code).toBe('unreachable')
    }
  })

  it('tells a statement timeout apart', () => {
    expect(databaseOutage(failedQuery(withCode('57014')))).toBe('timeout')
  })

  it('leaves every other failure alone, network errors from elsewhere included', () => {
    expect(databaseOutage(failedQuery(withCode('23505')))).toBeUndefined()
    expect(databaseOutage(failedQuery(withCode('40P01')))).toBeUndefined()
    expect(databaseOutage(new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }))).toBe(
      undefined,
    )
    expect(databaseOutage(new Error('x is not a function'))).toBeUndefined()
  })
})
