import { ProgramApplicationSchema } from '#core/schemas/program-application'
import { throttlePerIp } from '../accounts'
import { createRouter } from '../app-env'
import { validate } from '../lib/validate'
import { recordProgramApplication } from './applications'

export const programApplicationRoutes = createRouter().post(
  '/',
  throttlePerIp('program-applications', 'forms'),
  validate('json', ProgramApplicationSchema),
  async (c) => {
    const { id } = await recordProgramApplication(
      c.var.db,
      c.req.valid('json'),
      c.var.settings.publicOrigin,
    )
    return c.json({ id }, 201)
  },
)
