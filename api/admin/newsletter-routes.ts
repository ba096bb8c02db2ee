import { localizedPath } from '#core/locale'
import { ContentLanguageQuerySchema } from '#core/schemas/language'
import { NewsletterDraftSchema, newsletterMessages } from '#core/schemas/newsletter'
import type { Database } from '../../db/client'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { renderMail } from '../mail'
import {
  createNewsletter,
  findNewsletter,
  listNewsletters,
  newsletterIn,
  renderNewsletterHtml,
  sendTestCopy,
  setPaused,
  startSending,
  updateDraft,
} from '../outreach'

const notFound = errorBody(newsletterMessages.notFound)

/**
 * /admin → Newsletter (decision 030): write a draft in Markdown, preview it in the e-mail
 * template, send a test to yourself, then send it to every confirmed subscriber, pausing and
 * resuming as needed. A draft's Spanish version (`es`, decision 079) is taken and given whole,
 * and previewed with `?locale=es`. Mounted under the admin guard.
 */
export const newsletterRoutes = createRouter()
  .get('/', async (c) => c.json(await listNewsletters(c.var.db), 200))
  .post('/', validate('json', NewsletterDraftSchema), async (c) => {
    const row = await createNewsletter(c.var.db, c.req.valid('json'), c.var.user!.id)
    return c.json(row, 201)
  })
  .put('/:id', validate('json', NewsletterDraftSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const existing = id === null ? undefined : await findNewsletter(c.var.db, id)
    if (!existing) return c.json(notFound, 404)
    const row = await updateDraft(c.var.db, existing.id, c.req.valid('json'))
    if (!row) return c.json(errorBody(newsletterMessages.notDraft), 409)
    return c.json(row, 200)
  })
  .get('/:id/preview', validate('query', ContentLanguageQuerySchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const row = id === null ? undefined : await findNewsletter(c.var.db, id)
    if (!row) return c.json(notFound, 404)
    const { settings } = c.var
    const { locale } = c.req.valid('query')
    const { subject, body } = newsletterIn(row, locale)
    const { html, text } = renderMail(
      { subject, text: body, html: renderNewsletterHtml(body) },
      {
        legalName: settings.giving.organization.legalName,
        address: settings.giving.organization.address,
        origin: settings.publicOrigin,
      },
      {
        unsubscribeUrl: `${settings.publicOrigin}${localizedPath('/unsubscribe', locale)}`,
        locale,
      },
    )
    return c.json({ subject, html, text }, 200)
  })
  .post('/:id/test', async (c) => {
    const id = parseId(c.req.param('id'))
    const row = id === null ? undefined : await findNewsletter(c.var.db, id)
    if (!row) return c.json(notFound, 404)
    await sendTestCopy(c.var.db, row, c.var.user!.email)
    return c.json({ to: c.var.user!.email }, 202)
  })
  .post('/:id/send', async (c) => {
    const id = parseId(c.req.param('id'))
    const existing = id === null ? undefined : await findNewsletter(c.var.db, id)
    if (!existing) return c.json(notFound, 404)
    const row = await startSending(c.var.db, existing.id, c.var.clock())
    if (!row) return c.json(errorBody(newsletterMessages.notDraft), 409)
    return c.json(row, 202)
  })
  .post('/:id/pause', async (c) => {
    const result = await pauseOrResume(c.var.db, c.req.param('id'), true)
    return 'error' in result
      ? c.json({ error: result.error }, result.status)
      : c.json(result.row, 200)
  })
  .post('/:id/resume', async (c) => {
    const result = await pauseOrResume(c.var.db, c.req.param('id'), false)
    return 'error' in result
      ? c.json({ error: result.error }, result.status)
      : c.json(result.row, 200)
  })

async function pauseOrResume(db: Database, idParam: string, paused: boolean) {
  const id = parseId(idParam)
  const existing = id === null ? undefined : await findNewsletter(db, id)
  if (!existing) return { error: newsletterMessages.notFound, status: 404 as const }
  const row = await setPaused(db, existing.id, paused)
  if (!row) {
    const error = paused ? newsletterMessages.notSending : newsletterMessages.notPaused
    return { error, status: 409 as const }
  }
  return { row }
}
