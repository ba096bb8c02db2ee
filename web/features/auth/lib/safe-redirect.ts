import { isLocalPath } from '#core/local-path'

/**
 * The `redirect` search param is attacker-controlled (anyone can send a link to
 * /auth?redirect=…), so only a path on this site is followed; anything else goes to `fallback`.
 */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  return target && isLocalPath(target) ? target : fallback
}
