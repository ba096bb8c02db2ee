/**
 * A text search param, when it is one of at most `max` characters: the router reads `?q=2024`
 * as a number, which is still text to search for.
 */
export function searchText(value: unknown, max: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && text.length <= max ? text : undefined
}
