import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { dollarsToCents } from '#core/money'
import {
  ChangeAmountSchema,
  donationMessages,
  PauseGiftSchema,
  paymentMessages,
  UpdatePaymentMethodSchema,
} from '#core/schemas/donation'
import type { Database } from '../../db/client'
import { donations } from '../../db/schema/giving'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { log } from '../lib/log'
import { parseId } from '../lib/parse-id'
import { optionalQuery, validate } from '../lib/validate'
import { sendMail } from '../mail'
import { type DonationRow, findDonation, verifyLinkToken } from './donations'
import {
  canCancel,
  canChangeAmount,
  cancelGift,
  canPause,
  canUpdatePaymentMethod,
  changeGiftAmount,
  finishPaymentMethodUpdate,
  GiftChangeFailed,
  giftChangedMail,
  isDonor,
  isPaused,
  pauseGift,
  resumeGift,
  startPaymentMethodUpdate,
  toDonorGifts,
} from './donor-gifts'

/**
 * A donor manages a monthly gift (docs/decisions/023): signed in as the account that gave it (or
 * whose verified address gave it, 024), or
 * holding the signed link e-mailed with each receipt (`?token=`).
 */
export const donationManagementRoutes = createRouter()
  .get('/:id/manage', optionalQuery('token'), async (c) => {
    const row = await authorizedGift(c)
    return c.json(await giftView(c, row), 200)
  })
  .post('/:id/cancel', optionalQuery('token'), async (c) => {
    const { db, payments } = c.var
    return changeGift(db, await authorizedGift(c), async (tx, row) => {
      if (!canCancel(row)) return c.json(errorBody(donationMessages.notCancellable), 409)
      const result = await withStripe(row, () => cancelGift(tx, payments, row))
      if (result.changed) {
        await sendMail(tx, giftChangedMail(result.row, legalName(c), { kind: 'cancelled' }))
      }
      return c.json(await giftView(c, result.row, tx), 200)
    })
  })
  .put('/:id/amount', optionalQuery('token'), validate('json', ChangeAmountSchema), async (c) => {
    const { db, payments } = c.var
    const cents = dollarsToCents(c.req.valid('json').amount)
    return changeGift(db, await authorizedGift(c), async (tx, row) => {
      if (!canChangeAmount(row)) return c.json(errorBody(donationMessages.notChangeable), 409)
      if (cents === row.amountCents) return c.json(await giftView(c, row, tx), 200)
      const result = await withStripe(row, () => changeGiftAmount(tx, payments, row, cents))
      if (result.changed) {
        await sendMail(tx, giftChangedMail(result.row, legalName(c), { kind: 'amount' }))
      }
      return c.json(await giftView(c, result.row, tx), 200)
    })
  })

  // Skipping 1 to 3 payments, and ending the pause early (decision 060).
  .post('/:id/pause', optionalQuery('token'), validate('json', PauseGiftSchema), async (c) => {
    const { db, payments, clock } = c.var
    const { months } = c.req.valid('json')
    return changeGift(db, await authorizedGift(c), async (tx, row) => {
      if (!canPause(row)) return c.json(errorBody(donationMessages.notPausable), 409)
      const result = await withStripe(row, () => pauseGift(tx, payments, row, months, clock()))
      return c.json(await changedView(c, result, 'paused', tx), 200)
    })
  })
  .post('/:id/resume', optionalQuery('token'), async (c) => {
    const { db, payments, clock } = c.var
    return changeGift(db, await authorizedGift(c), async (tx, row) => {
      if (!canPause(row) || !isPaused(row, clock())) {
        return c.json(errorBody(donationMessages.notPaused), 409)
      }
      const result = await withStripe(row, () => resumeGift(tx, payments, row))
      return c.json(await changedView(c, result, 'resumed', tx), 200)
    })
  })

  // A new card or bank account (decision 038): a SetupIntent to confirm in the browser, then
  // the confirmed one becomes the subscription's default and pays what is overdue.
  .post('/:id/payment-method/setup', optionalQuery('token'), async (c) => {
    const row = await authorizedGift(c)
    if (!canUpdatePaymentMethod(row)) {
      return c.json(errorBody(paymentMessages.notUpdatable), 409)
    }
    const payments = c.var.payments
    if (!payments) return c.json(errorBody(donationMessages.paymentNotConfigured), 503)
    const started = await withStripe(row, () => startPaymentMethodUpdate(payments, row))
    return c.json(started, 201)
  })
  .put(
    '/:id/payment-method',
    optionalQuery('token'),
    validate('json', UpdatePaymentMethodSchema),
    async (c) => {
      const row = await authorizedGift(c)
      if (!canUpdatePaymentMethod(row)) {
        return c.json(errorBody(paymentMessages.notUpdatable), 409)
      }
      const payments = c.var.payments
      if (!payments) return c.json(errorBody(donationMessages.paymentNotConfigured), 503)
      const { setupIntentId } = c.req.valid('json')
      const outcome = await withStripe(row, () =>
        finishPaymentMethodUpdate(payments, row, setupIntentId),
      )
      if (outcome === 'not-confirmed') {
        return c.json(errorBody(paymentMessages.setupNotConfirmed), 409)
      }
      if (outcome === 'retry-declined') {
        return c.json(errorBody(paymentMessages.retryDeclined), 402)
      }
      return c.json(await giftView(c, row), 200)
    },
  )

function legalName(c: Context<AppEnv>) {
  return c.var.settings.giving.organization.legalName
}

/** The gift, when the caller gave it (signed in) or holds its manage link; 403 otherwise. */
async function authorizedGift(c: Context<AppEnv>): Promise<DonationRow> {
  const { db, settings, clock, user } = c.var
  const id = parseId(c.req.param('id') ?? '')
  const refused = new HTTPException(403, { message: donationMessages.manageLinkInvalid })
  if (!id) throw refused
  const row = await findDonation(db, id)
  const owner = row !== undefined && isDonor(user, row)
  const token = c.req.query('token')
  if (!owner && !verifyLinkToken(settings.giving, 'manage', id, token, clock())) throw refused
  // A valid link for a gift that no longer exists (or an owner's typo) is a plain 404.
  if (!row) throw new HTTPException(404, { message: 'Donation not found' })
  return row
}

/**
 * A donor's change to a gift, made on the gift as it is now and one change at a time: its row is
 * locked until the change, its Stripe calls and its e-mail are done. Two changes sent at once
 * (two tabs, a double click) would otherwise leave Stripe charging one amount while the gift
 * records another, or update a subscription that the other is cancelling.
 */
function changeGift<T>(
  db: Database,
  gift: DonationRow,
  change: (tx: Database, row: DonationRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(donations).where(eq(donations.id, gift.id)).for('update')
    if (!row) throw new HTTPException(404, { message: 'Donation not found' })
    return change(tx, row)
  })
}

/** The gift after a pause or resume, the donor told by e-mail when it changed. */
async function changedView(
  c: Context<AppEnv>,
  result: { row: DonationRow; changed: boolean },
  kind: 'paused' | 'resumed',
  db: Database,
) {
  const view = await giftView(c, result.row, db)
  if (result.changed) {
    const change = { kind, nextPayment: view.nextChargeOn }
    await sendMail(db, giftChangedMail(result.row, legalName(c), change))
  }
  return view
}

async function giftView(c: Context<AppEnv>, row: DonationRow, db = c.var.db) {
  const [gift] = await toDonorGifts(db, c.var.settings.giving, [row], c.var.clock())
  return gift!
}

/** Stripe trouble is the server's, not the donor's: 502/503 with a plain message, nothing changed. */
async function withStripe<T>(row: DonationRow, change: () => Promise<T>) {
  try {
    return await change()
  } catch (error) {
    if (error instanceof GiftChangeFailed) {
      throw new HTTPException(503, { message: error.message })
    }
    log.error({ err: error }, `Changing the monthly gift of donation ${row.id} failed:`)
    throw new HTTPException(502, { message: donationMessages.paymentUnavailable })
  }
}
