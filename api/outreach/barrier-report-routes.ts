import { BarrierReportSchema } from '#core/schemas/barrier-report'
import { throttlePerIp } from '../accounts'
import { createRouter } from '../app-env'
import { validate } from '../lib/validate'
import { recordBarrierReport } from './applications'

/** POST /api/accessibility-reports: a barrier someone met, for staff to answer (issue 35). */
export const barrierReportRoutes = createRouter().post(
  '/',
  throttlePerIp('accessibility-report', 'forms'),
  validate('json', BarrierReportSchema),
  async (c) => {
    const { id } = await recordBarrierReport(
      c.var.db,
      c.req.valid('json'),
      c.var.settings.publicOrigin,
    )
    return c.json({ id }, 201)
  },
)
