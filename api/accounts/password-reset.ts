import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import { passwordResetTokens } from '../../db/schema/accounts'
import { emailedLinks, linkMail } from './emailed-links'

/** Reset links work once, for an hour; the database keeps only the token's SHA-256. */
export const resetLinkLifetimeMs = 60 * 60 * 1000

const resetLinks = emailedLinks(passwordResetTokens, resetLinkLifetimeMs)

export const createResetToken = resetLinks.create
/** Deletes the token and answers its user, in one statement: a link can never work twice. */
export const consumeResetToken = resetLinks.consume
/** The sweep's share: reset links past their hour are deleted, used or not. */
export const deleteExpiredResetLinks = resetLinks.deleteExpired

/** The reset e-mail, in the account's language; `link` already leads to its language's page. */
export function resetMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return linkMail({
    ...options,
    subject: m.email_reset_subject({ site: brand.name }, { locale }),
    asked: m.email_reset_asked({ site: brand.name, username }, { locale }),
    open: m.email_reset_open({}, { locale }),
    ifNotAsked: m.email_reset_once({}, { locale }),
  })
}
