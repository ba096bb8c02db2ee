import { asksForPrivacy } from '#core/cookies'
import { type Locale, rememberedLanguageCookie, rememberedLocale } from '#core/locale'
import { api } from './api-client'

/**
 * Remembers the language the visitor chose, for a year (decision 077), or until the browser
 * closes when it asks for privacy (Global Privacy Control, decision 090).
 */
export function rememberLanguage(locale: Locale) {
  const secure = window.location.protocol === 'https:'
  const privacy = asksForPrivacy(
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
  )
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from older Safari
  document.cookie = rememberedLanguageCookie(locale, secure, privacy)
}

/** The language the visitor chose, if they have. */
export function chosenLanguage(): Locale | undefined {
  return rememberedLocale(document.cookie)
}

/**
 * A member's choice is their setting, the language of the site's e-mails to them: sent as the
 * page is left (`keepalive`), so the new page need not wait for it.
 */
export function saveMemberLanguage(locale: Locale) {
  void api.account.language.$put({ json: { locale } }, { init: { keepalive: true } }).catch(() => {
    // A lost request leaves the setting as it was; the switch itself has worked.
  })
}
