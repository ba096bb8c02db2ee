/**
 * The `redirect` search param is attacker-controlled (anyone can send a link to
 * /auth?redirect=…), so only a path on this site is followed: it starts with one '/', and
 * holds no backslash or control character that a browser would normalise into '//host'.
 */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target?.startsWith('/')) return fallback
  if (target.startsWith('//') || target.includes('\\')) return fallback
  for (const char of target) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return fallback
  }
  return target
}
