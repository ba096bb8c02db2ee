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
