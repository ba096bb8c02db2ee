import { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import { throttlePerIp } from '../accounts'
import { createRouter } from '../app-env'
import { validate } from '../lib/validate'
import { recordVolunteerApplication } from './applications'

export const volunteerRoutes = createRouter().post(
  '/',
  throttlePerIp('volunteer', 'forms'),
  validate('json', VolunteerApplicationSchema),
  async (c) => {
    const { id } = await recordVolunteerApplication(
      c.var.db,
      c.req.valid('json'),
      c.var.settings.publicOrigin,
    )
    return c.json({ id }, 201)
  },
)
