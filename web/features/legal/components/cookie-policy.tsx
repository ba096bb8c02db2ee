import { localeCookieDays, sessionIdleDays, siteCookies } from '#core/cookies'
import { retentionDays } from '#core/retention'
import { m } from '#i18n/messages'
import { LegalPage, type LegalSection } from './legal-page'

/** The day this page last changed (every cookie named, Global Privacy Control): November 29, 2026. */
const cookiesUpdated = new Date(2026, 10, 29)

/**
 * Each cookie the site sets, from the list the code that sets it reads (core/cookies.ts): its
 * names, what it is for and how long it lasts. e2e/cookie-inventory.spec.ts holds this list
 * equal to what a whole journey through the site is sent.
 */
const cookies = [
  {
    key: 'session',
    names: siteCookies.session.names,
    purpose: m.content_cookies_session_purpose,
    lifetime: () =>
      m.content_cookies_session_lifetime({
        idleDays: sessionIdleDays,
        maxDays: retentionDays.signIn,
      }),
  },
  {
    key: 'language',
    names: siteCookies.language.names,
    purpose: m.content_cookies_language_purpose,
    lifetime: () => m.content_cookies_language_lifetime({ days: localeCookieDays }),
  },
] satisfies {
  key: keyof typeof siteCookies
  names: readonly string[]
  purpose: () => string
  lifetime: () => string
}[]

const sections: LegalSection[] = [
  {
    key: 'cookies',
    heading: m.content_cookies_set_title,
    body: () => (
      <>
        <p>{m.content_cookies_set_intro()}</p>
        <ul data-cookie-list="">
          {cookies.map((cookie) => (
            <li key={cookie.key}>
              {cookie.names.map((name, index) => (
                <span key={name}>
                  {index > 0 ? ' / ' : null}
                  <code>{name}</code>
                </span>
              ))}{' '}
              {cookie.purpose()} {cookie.lifetime()}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    key: 'gpc',
    heading: m.content_cookies_gpc_title,
    body: () => <p>{m.content_cookies_gpc_text()}</p>,
  },
  {
    key: 'storage',
    heading: m.content_cookies_storage_title,
    body: () => (
      <ul>
        <li>
          <strong>{m.content_cookies_cart_label()}</strong> {m.content_cookies_cart_text()}
        </li>
        <li>
          <strong>{m.content_cookies_cache_label()}</strong> {m.content_cookies_cache_text()}
        </li>
      </ul>
    ),
  },
  {
    key: 'trackers',
    heading: m.content_cookies_trackers_title,
    body: () => <p>{m.content_cookies_trackers_text()}</p>,
  },
  {
    key: 'clearing',
    heading: m.content_cookies_clearing_title,
    body: () => <p>{m.content_cookies_clearing_text()}</p>,
  },
]

export function CookiePolicy() {
  return (
    <LegalPage
      title={m.content_cookies_title()}
      intro={<p>{m.content_cookies_intro()}</p>}
      sections={sections}
      updated={cookiesUpdated}
    />
  )
}
