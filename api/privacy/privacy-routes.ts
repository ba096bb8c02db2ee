import { localizedPath } from '#core/locale'
import { authMessages } from '#core/schemas/auth'
import { AccountDeletionConfirmSchema, privacyMessages } from '#core/schemas/privacy'
import {
  clearSessionCookie,
  hashPassword,
  hashSecret,
  randomToken,
  requireUser,
  throttlePerUser,
  userLocale,
} from '../accounts'
import { createRouter } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { sendMail } from '../mail'
import { createDeletionLink, deletionMail } from './deletion-links'
import { type ErasureBlock, eraseAccountByLink, erasureBlock } from './erasure'
import { personalData } from './personal-data'
import { spreadsheetsZip } from './spreadsheets'

const blockMessages = {
  'order-on-its-way': () => privacyMessages.orderOnItsWay,
  'monthly-gift-running': () => privacyMessages.monthlyGiftRunning,
  'storytelling-call-ahead': () => privacyMessages.storytellingCallAhead,
  'last-owner': () => privacyMessages.lastOwner,
} satisfies Record<ErasureBlock, () => string>

const blockMessage = (block: ErasureBlock) => blockMessages[block]()

/**
 * A member's own data (issue 37, docs/decisions/087, 088). GET /api/account/export answers all
 * of it as one JSON file to keep: a download, never kept by any cache. POST
 * /api/account/deletion e-mails the link that confirms deleting the account.
 */
export const privacyRoutes = createRouter()
  .use(requireUser)
  .get('/export', throttlePerUser('data-export', 'forms'), async (c) => {
    const now = c.var.clock()
    const data = await personalData(c.var.db, c.var.user!.id, now)
    // The session's account always exists; a row gone meanwhile answers like a signed-out visit.
    if (!data) return c.json(errorBody(authMessages.notSignedIn), 401)
    const day = now.toISOString().slice(0, 10)
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="brightminds-my-data-${day}.json"`,
      'Cache-Control': cachePolicies.personal,
    })
  })
  // The same, as spreadsheets: a ZIP file of CSVs, one per kind of record.
  .get('/export/spreadsheets', throttlePerUser('data-export', 'forms'), async (c) => {
    const now = c.var.clock()
    const data = await personalData(c.var.db, c.var.user!.id, now)
    if (!data) return c.json(errorBody(authMessages.notSignedIn), 401)
    const name = `brightminds-my-data-${now.toISOString().slice(0, 10)}`
    return c.body(spreadsheetsZip(data, name), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}.zip"`,
      'Cache-Control': cachePolicies.personal,
    })
  })
  .post('/deletion', throttlePerUser('account-deletion', 'resetEmail'), async (c) => {
    const { db, settings, clock } = c.var
    const user = c.var.user!
    const block = await erasureBlock(db, user.id, clock())
    if (block) return c.json(errorBody(blockMessage(block)), 409)
    const token = await createDeletionLink(db, user.id, clock())
    const locale = await userLocale(db, user.id)
    const link = `${settings.publicOrigin}${localizedPath('/delete-account', locale)}?token=${token}`
    await sendMail(db, { to: user.email, ...deletionMail({ ...user, link, locale }) })
    return c.json({ message: privacyMessages.deletionSent(user.email) }, 202)
  })

/**
 * POST /api/account-deletion/confirm: the e-mailed link's token and whether the forum posts go
 * too. The link is the proof (it reached the mailbox), so no session is needed: it is often
 * opened on the phone the e-mail arrived on. Every session of the account ends.
 */
export const accountDeletionRoutes = createRouter().post(
  '/confirm',
  validate('json', AccountDeletionConfirmSchema),
  async (c) => {
    const { token, removePosts } = c.req.valid('json')
    const { db, clock } = c.var
    const outcome = await eraseAccountByLink(db, {
      tokenHash: hashSecret(token),
      removePosts,
      unusablePasswordHash: await hashPassword(randomToken(32)),
      now: clock(),
    })
    if (outcome.kind === 'invalid') return c.json(errorBody(privacyMessages.linkInvalid), 400)
    if (outcome.kind === 'blocked') return c.json(errorBody(blockMessage(outcome.block)), 409)
    if (c.var.user?.id === outcome.userId) clearSessionCookie(c)
    return c.body(null, 204)
  },
)
