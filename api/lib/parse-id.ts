const maxSerial = 2_147_483_647

/** A database id from a URL segment: a positive int4 in canonical form, otherwise null. */
export function parseId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null
  const id = Number(segment)
  return id <= maxSerial ? id : null
}
