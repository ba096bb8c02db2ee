import { EmailSignupSchema } from '#core/schemas/email-signup'
import { throttlePerIp } from '../accounts'
import { createRouter } from '../app-env'
import { validate } from '../lib/validate'
import { signUpForEmail } from './email-signups'
import { requestSubscription } from './subscribers'

/**
 * Mailing list, waitlist and newsletter: 201 for a new signup, 200 with the existing one. The
 * address gets a confirmation link unless it is already confirmed (double opt-in, decision 029).
 */
export const emailSignupRoutes = createRouter().post(
  '/',
  throttlePerIp('email-signup', 'forms'),
  validate('json', EmailSignupSchema),
  async (c) => {
    const { db, settings, clock } = c.var
    const input = c.req.valid('json')
    const { created, signup } = await signUpForEmail(db, input)
    await requestSubscription(db, input, {
      origin: settings.publicOrigin,
      secret: settings.giving.linkSecret,
      mailRule: settings.limits.resetEmail,
      now: clock(),
    })
    return c.json(signup, created ? 201 : 200)
  },
)
