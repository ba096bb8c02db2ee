import {
  SendStatementsSchema,
  SignedStatementQuerySchema,
  StatementQuerySchema,
  statementMessages,
} from '#core/schemas/giving-statement'
import { requireUser } from '../accounts'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { recordAudit } from '../ops'
import { donationsOfUser, toDonorGifts } from './donor-gifts'
import { givingStatement, sendStatements, verifyStatementToken } from './giving-statements'
import { statementPdf } from './statement-pdf'

function pdfResponse(bytes: Uint8Array, year: number) {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="giving-statement-${year}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/**
 * The signed-in donor's own gifts (GET /api/account/donations) and year-end giving statements
 * (decision 040): GET /api/account/giving-statement?year= (JSON) and …/giving-statement.pdf?year=.
 */
export const accountGivingRoutes = createRouter()
  .use(requireUser)
  .get('/donations', async (c) => {
    const { db, settings, clock } = c.var
    const rows = await donationsOfUser(db, c.var.user!)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await toDonorGifts(db, settings.giving, rows, clock()), 200)
  })
  .get('/giving-statement', validate('query', StatementQuerySchema), async (c) => {
    const { year } = c.req.valid('query')
    const { db, settings, user } = c.var
    return c.json(await givingStatement(db, settings.giving, { user: user! }, year), 200)
  })
  .get('/giving-statement.pdf', validate('query', StatementQuerySchema), async (c) => {
    const { year, locale } = c.req.valid('query')
    const { db, settings, user } = c.var
    const statement = await givingStatement(db, settings.giving, { user: user! }, year)
    return pdfResponse(await statementPdf(statement, locale), year)
  })

/** A donor without an account: GET /api/giving-statements(?|/pdf?)year=&email=&token=. */
export const signedStatementRoutes = createRouter()
  .get('/', validate('query', SignedStatementQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const { db, settings, clock } = c.var
    if (!verifyStatementToken(settings.giving, query, clock())) {
      return c.json(errorBody(statementMessages.linkInvalid), 403)
    }
    const donor = { email: query.email }
    return c.json(await givingStatement(db, settings.giving, donor, query.year), 200)
  })
  .get('/pdf', validate('query', SignedStatementQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const { db, settings, clock } = c.var
    if (!verifyStatementToken(settings.giving, query, clock())) {
      return c.json(errorBody(statementMessages.linkInvalid), 403)
    }
    const statement = await givingStatement(db, settings.giving, { email: query.email }, query.year)
    return pdfResponse(await statementPdf(statement, query.locale), query.year)
  })

/** Staff: POST /api/admin/giving-statements { year } e-mails every donor of the year (202). */
export const statementAdminRoutes = createRouter().post(
  '/',
  validate('json', SendStatementsSchema),
  async (c) => {
    const { year } = c.req.valid('json')
    const { db, settings, clock, user } = c.var
    const now = clock()
    const queued = await sendStatements(
      db,
      { settings: settings.giving, publicOrigin: settings.publicOrigin, now },
      year,
    )
    await recordAudit(db, {
      actorId: user!.id,
      action: 'donation.statements-sent',
      entity: 'donation',
      entityId: year,
      detail: { year, queued },
      createdAt: now,
    })
    return c.json({ year, queued }, 202)
  },
)
