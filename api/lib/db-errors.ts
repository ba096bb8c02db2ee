import { DatabaseConnectionError } from '../../db/watched-socket'

/** Which unique index a failed insert hit: Postgres (postgres.js) and PGlite name it differently. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || isObject(current); ) {
    const fields = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown }
    if (fields.code === '23505') {
      const name = fields.constraint_name ?? fields.constraint
      return typeof name === 'string' ? name : ''
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/**
 * Why a failure means the database cannot serve us now (decision 050): `unreachable` (refused,
 * reset, timed out while connecting, gone silent, shutting down, out of connections or room)
 * or `timeout` (a statement ran past its statement timeout: an outage or an overload, and
 * possibly a slow query); undefined for any other failure.
 */
export function databaseOutage(error: unknown): 'unreachable' | 'timeout' | undefined {
  for (let current = error; current instanceof Error || isObject(current); ) {
    if (current instanceof DatabaseConnectionError) return 'unreachable'
    const { code } = current as { code?: unknown }
    if (code === '57014') return 'timeout'
    if (typeof code === 'string' && isOutageCode(code)) return 'unreachable'
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** postgres.js's own connection failures. */
const driverCodes = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
])

/**
 * SQLSTATEs that say the server cannot serve us: class 08 (connection exception), class 53
 * (insufficient resources: disk, memory, too many connections), 57P01–57P03 (shutting down,
 * crashed, starting up).
 */
function isOutageCode(code: string) {
  return driverCodes.has(code) || /^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)
}
