import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import { accountDeletionLinks } from '../../db/schema/privacy'
import { emailedLinks, linkMail } from '../accounts'

/**
 * A deletion link works for a day (decision 088), once: the erasure spends it in its own
 * transaction (erasure.ts).
 */
export const deletionLinkLifetimeMs = 24 * 60 * 60 * 1000

const links = emailedLinks(accountDeletionLinks, deletionLinkLifetimeMs)

export const createDeletionLink = links.create
/** The sweep's share: deletion links past their day are deleted, used or not. */
export const deleteExpiredDeletionLinks = links.deleteExpired

/** The e-mail that confirms the deletion, in the account's language. */
export function deletionMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return linkMail({
    ...options,
    subject: m.email_deletion_subject({ site: brand.name }, { locale }),
    asked: m.email_deletion_asked({ site: brand.name, username }, { locale }),
    open: m.email_deletion_open({}, { locale }),
    ifNotAsked: m.email_deletion_keep({}, { locale }),
  })
}
