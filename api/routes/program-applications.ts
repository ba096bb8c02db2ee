import { ProgramApplicationSchema } from '../../core/schemas/program-application'
import { programApplications } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { validate } from '../lib/validate'

export const programApplicationRoutes = createRouter().post(
  '/',
  validate('json', ProgramApplicationSchema),
  async (c) => {
    const [application] = await c.var.db
      .insert(programApplications)
      .values(c.req.valid('json'))
      .returning({ id: programApplications.id })
    return c.json({ id: application!.id }, 201)
  },
)
