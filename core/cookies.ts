/**
 * Every cookie the site sets (issue 37, docs/decisions/090): the code that sets each one takes
 * its name from here, the cookie page lists them from here, and an e2e journey checks that no
 * other cookie is ever set. The site sets no analytics or marketing cookie at all.
 */

/** The sign-in: `__Host-session` over HTTPS (Secure, the whole host), `session` over HTTP. */
export const sessionCookie = { plain: 'session', secure: '__Host-session' } as const

/** The session's days without a visit before it ends (`SESSION_DAYS`' default). */
export const sessionIdleDays = 30

/** The language the visitor chose (decision 077). */
export const localeCookie = 'locale'

/** How long the chosen language is remembered, unless the browser asks for privacy (GPC). */
export const localeCookieDays = 365

/** Each cookie by what it is for: the sign-in, and a language the visitor chose themselves. */
export const siteCookies = {
  session: { names: [sessionCookie.secure, sessionCookie.plain] },
  language: { names: [localeCookie] },
} as const satisfies Record<string, { names: readonly string[] }>

/**
 * Whether the browser sends Global Privacy Control (`Sec-GPC: 1`, or
 * `navigator.globalPrivacyControl`): then nothing beyond the strictly necessary outlives the
 * visit — the chosen language is remembered until the browser closes, not for a year.
 */
export function asksForPrivacy(signal: string | boolean | undefined | null): boolean {
  return signal === true || signal === '1'
}
