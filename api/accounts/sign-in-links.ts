import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import { signInLinks } from '../../db/schema/accounts'
import { emailedLinks, linkMail } from './emailed-links'

/**
 * Sign-in links (WCAG 3.3.8, docs/decisions/085) work once, for 30 minutes: long enough to find
 * the e-mail, short enough that an old one in a mailbox signs nobody in.
 */
export const signInLinkLifetimeMs = 30 * 60 * 1000

const links = emailedLinks(signInLinks, signInLinkLifetimeMs)

export const createSignInToken = links.create
/**
 * Deletes the token and answers its user, in one statement: however many tabs or mail scanners
 * open the link at once, one of them signs in.
 */
export const consumeSignInToken = links.consume
/** The sweep's share: sign-in links past their half hour are deleted, used or not. */
export const deleteExpiredSignInLinks = links.deleteExpired

/** The sign-in e-mail, in the account's language; `link` already leads to its language's page. */
export function signInMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return linkMail({
    ...options,
    subject: m.email_sign_in_subject({ site: brand.name }, { locale }),
    asked: m.email_sign_in_asked({ site: brand.name, username }, { locale }),
    open: m.email_sign_in_open({}, { locale }),
    ifNotAsked: m.email_sign_in_once({}, { locale }),
  })
}
