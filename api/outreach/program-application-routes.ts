import { ProgramApplicationSchema } from '../../core/schemas/program-application'
import { programApplications } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { throttlePerIp } from '../lib/throttle'
import { validate } from '../lib/validate'

export const programApplicationRoutes = createRouter().post(
  '/',
  throttlePerIp('program-applications', 'forms'),
  validate('json', ProgramApplicationSchema),
  async (c) => {
    const [application] = await c.var.db
      .insert(programApplications)
      .values(c.req.valid('json'))
      .returning({ id: programApplications.id })
    return c.json({ id: application!.id }, 201)
  },
)
