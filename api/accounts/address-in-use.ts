import { brand } from '#core/brand'
import type { User } from '#core/schemas/auth'
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

type Owner = Pick<User, 'firstName' | 'username' | 'email'>

function addressInUseMail(owner: Owner, origin: string) {
  return {
    to: owner.email,
    subject: `Someone tried to register with your address at ${brand.name}`,
    body: [
      `Hello ${owner.firstName},`,
      '',
      `Someone just tried to create a ${brand.name} account with ${owner.email}, which your account "${owner.username}" already uses.`,
      '',
      `If it was you: you already have an account. Sign in as "${owner.username}" at ${origin}/auth, or choose a new password at ${origin}/forgot-password.`,
      '',
      'If it was not you, you need do nothing: that account cannot see your gifts or use your address unless someone opens a confirmation link sent to you, so ignore any you did not ask for.',
    ].join('\n'),
  }
}
