import cookies from 'virtual:policy/cookies'
import { m } from '#i18n/messages'
import { PolicyPage } from './policy-page'

/**
 * /cookies: content/policies/cookies.{en,es}.md, whose list names each cookie by the code's own
 * names (`{cookie.session}`, core/cookies.ts). A test holds every cookie there, and
 * e2e/cookie-inventory.spec.ts holds the list equal to what a whole journey is sent.
 */
export function CookiePolicy() {
  return <PolicyPage title={m.content_cookies_title()} policy={cookies} />
}
