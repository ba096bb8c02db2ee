import { EmailSignupSchema } from '#core/schemas/email-signup'
import { createRouter } from '../lib/app-env'
import { throttlePerIp } from '../lib/throttle'
import { validate } from '../lib/validate'
import { signUpForEmail } from './email-signups'

/** Mailing list, waitlist and newsletter: 201 for a new signup, 200 with the existing one. */
export const emailSignupRoutes = createRouter().post(
  '/',
  throttlePerIp('email-signup', 'forms'),
  validate('json', EmailSignupSchema),
  async (c) => {
    const { created, signup } = await signUpForEmail(c.var.db, c.req.valid('json'))
    return c.json(signup, created ? 201 : 200)
  },
)
