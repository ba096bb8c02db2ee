/**
 * The forum list's page cursor: the last post's (created_at, id), opaque to clients.
 * The time keeps Postgres's microseconds, so no post is skipped or repeated between pages.
 */
export interface ForumCursor {
  /** ISO 8601 UTC with microseconds, as Postgres wrote it: '2026-11-21T06:03:01.123456Z'. */
  at: string
  id: number
}

const timestamp = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

export function encodeCursor(cursor: ForumCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url')
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeCursor(value: string): ForumCursor | null {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|')
  if (rest.length > 0 || !at || !id || !timestamp.test(at) || !/^[1-9]\d{0,9}$/.test(id)) {
    return null
  }
  // A real calendar time only (Date.parse takes 30 February; Postgres would not).
  const parsed = Date.parse(at)
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 23) !== at.slice(0, 23)) {
    return null
  }
  if (Number(id) > 2_147_483_647) return null
  return { at, id: Number(id) }
}
