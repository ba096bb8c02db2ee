/**
 * A path on this site and nothing else: it starts with one '/', and holds no backslash or control
 * character that a browser would normalise into '//host'. Where to go after signing in comes
 * from addresses anyone can write (/auth?redirect=…, an e-mailed link), so only such a path is
 * ever followed.
 */
export function isLocalPath(target: string): boolean {
  if (!target.startsWith('/')) return false
  if (target.startsWith('//') || target.includes('\\')) return false
  for (const char of target) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return false
  }
  return true
}
