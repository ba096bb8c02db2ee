import { VolunteerApplicationSchema } from '../../core/schemas/volunteer'
import { volunteerApplications } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { throttlePerIp } from '../lib/throttle'
import { validate } from '../lib/validate'

export const volunteerRoutes = createRouter().post(
  '/',
  throttlePerIp('volunteer', 'forms'),
  validate('json', VolunteerApplicationSchema),
  async (c) => {
    const [application] = await c.var.db
      .insert(volunteerApplications)
      .values(c.req.valid('json'))
      .returning({ id: volunteerApplications.id })
    return c.json({ id: application!.id }, 201)
  },
)
