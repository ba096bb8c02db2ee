import { brand } from '#core/brand'
import { type Locale, localizedPath } from '#core/locale'
import type { User } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { sendMail } from '../mail'
import { consume, type LimitRule } from './rate-limit'

/**
 * A sign-up used an address other accounts already use (docs/decisions/010). The sign-up itself
 * answered as any other does, so nobody learns who is registered; the address's owner hears of it
 * here (`owner` is the account using it first, the verified one), at most `rule.limit` times
 * an hour, with the way back in if it was them. The new account gets no verification link: the owner would only be asked to confirm an
 * account they did not make.
 */
export async function tellOwnerOfAddress(
  db: Database,
  owner: Owner,
  options: { origin: string; rule: LimitRule; now: Date },
) {
  const key = `register-notice:email:${owner.email.toLowerCase()}`
  if (!(await consume(db, key, options.rule, options.now)).allowed) return
  await sendMail(db, addressInUseMail(owner, options.origin))
}

type Owner = Pick<User, 'firstName' | 'username' | 'email'> & { locale: Locale }

/** In the owner's language, with links to its pages. */
function addressInUseMail(owner: Owner, origin: string) {
  const { locale, username, email } = owner
  const page = (path: string) => `${origin}${localizedPath(path, locale)}`
  return {
    to: email,
    locale,
    subject: m.email_address_in_use_subject({ site: brand.name }, { locale }),
    body: [
      m.email_hello_name({ name: owner.firstName }, { locale }),
      '',
      m.email_address_in_use_tried({ site: brand.name, email, username }, { locale }),
      '',
      m.email_address_in_use_if_you(
        { username, signIn: page('/auth'), reset: page('/forgot-password') },
        { locale },
      ),
      '',
      m.email_address_in_use_if_not_you({}, { locale }),
    ].join('\n'),
  }
}
