import { languageTag } from '#core/locale'
import {
  PrivacyRequestConfirmSchema,
  PrivacyRequestSchema,
  privacyMessages,
} from '#core/schemas/privacy'
import { consume, throttlePerIp, tooManyRequests } from '../accounts'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { requestLocale } from '../lib/request-language'
import { validate } from '../lib/validate'
import {
  askPrivacyRequest,
  completePrivacyRequest,
  confirmPrivacyRequest,
  listPrivacyRequests,
} from './privacy-requests'

/**
 * `/api/privacy-requests` (issue 37, decision 091): someone without an account — a donor, an
 * applicant, a subscriber — asks for a copy of what is held under their address, or its
 * deletion; the e-mailed link confirms it. Like "Forgot password?", asking never tells whether
 * anything is held, and counts against limits per client and per address.
 */
export const privacyRequestRoutes = createRouter()
  .post(
    '/',
    throttlePerIp('privacy-request', 'resetIp'),
    validate('json', PrivacyRequestSchema),
    async (c) => {
      const input = c.req.valid('json')
      const { db, settings, clock } = c.var
      const now = clock()
      const key = `privacy-request:email:${input.email.toLowerCase()}`
      const perEmail = await consume(db, key, settings.limits.resetEmail, now)
      if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter)
      await askPrivacyRequest(db, { ...input, locale: requestLocale() }, settings.publicOrigin, now)
      return c.json({ message: privacyMessages.requestSent(input.email) }, 202)
    },
  )
  .post('/confirm', validate('json', PrivacyRequestConfirmSchema), async (c) => {
    const { db, clock } = c.var
    const confirmed = await confirmPrivacyRequest(db, c.req.valid('json').token, clock())
    if (!confirmed?.dueAt) return c.json(errorBody(privacyMessages.requestLinkInvalid), 400)
    const due = new Intl.DateTimeFormat(languageTag[requestLocale()], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(confirmed.dueAt)
    return c.json(
      { message: privacyMessages.requestConfirmed(due), dueAt: confirmed.dueAt.toISOString() },
      200,
    )
  })

/** `/api/admin/privacy-requests`: an owner's (the section's permission, decision 072). */
export const privacyRequestAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listPrivacyRequests(c.var.db, c.var.clock()), 200))
  .post('/:id/complete', async (c) => {
    const id = parseId(c.req.param('id'))
    const outcome =
      id === null
        ? { refused: 'missing' as const }
        : await completePrivacyRequest(c.var.db, id, c.var.user!.id, c.var.clock())
    if ('outcome' in outcome) return c.json(outcome, 200)
    if (outcome.refused === 'missing') {
      return c.json(errorBody('No such confirmed request.'), 404)
    }
    return c.json(errorBody('This request was already completed.'), 409)
  })
