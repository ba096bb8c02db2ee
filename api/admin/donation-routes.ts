import { desc, inArray } from 'drizzle-orm'
import { centsToDollars } from '../../core/money'
import type { AdminDonation } from '../../core/schemas/donation'
import { donationPayments, donations } from '../../db/schema'
import { createRouter } from '../lib/app-env'

/** Every gift, newest first, with the donor's real name: staff see anonymous donors too. */
export const adminDonationRoutes = createRouter().get('/', async (c) => {
  const { db } = c.var
  const rows = await db
    .select()
    .from(donations)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(200)
  const payments = rows.length
    ? await db
        .select({ donationId: donationPayments.donationId })
        .from(donationPayments)
        .where(
          inArray(
            donationPayments.donationId,
            rows.map((row) => row.id),
          ),
        )
    : []
  const body: AdminDonation[] = rows.map((row) => ({
    id: row.id,
    donorName: row.donorName ?? '',
    donorEmail: row.donorEmail ?? '',
    anonymous: row.anonymous,
    type: row.type,
    status: row.status,
    paymentMethod: row.paymentMethod,
    amount: centsToDollars(row.amountCents),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    paymentCount: payments.filter((p) => p.donationId === row.id).length,
  }))
  return c.json(body, 200)
})
