import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Skeleton } from '~/components/ui/skeleton'
import { useAdminDonations } from '../api/get-donations'
import { DashboardSection } from './dashboard-section'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const methods = { card: 'Card', paypal: 'PayPal', bank: 'Bank' } as const

/** Staff's list of gifts with the donors' real names; anonymous ones are marked, not hidden. */
export function DonationsSection() {
  const donations = useAdminDonations()
  return (
    <DashboardSection titleId="donations-title" title="Donations">
      {donations.isPending ? (
        <Skeleton className={css({ h: '24' })} />
      ) : donations.isError ? (
        <LoadError
          what="donations"
          error={donations.error}
          onRetry={() => void donations.refetch()}
        />
      ) : donations.data.length === 0 ? (
        <p>No donations yet.</p>
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table
            className={css({
              w: 'full',
              fontSize: 'sm',
              '& th, & td': { textAlign: 'start', p: '2', borderBottomWidth: '1px' },
            })}
          >
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Date</th>
                <th scope="col">Donor</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {donations.data.map((gift) => (
                <tr key={gift.id}>
                  <td>{gift.id}</td>
                  <td>{date.format(new Date(gift.createdAt))}</td>
                  <td>
                    {gift.donorName}{' '}
                    <span className={css({ color: 'fg.muted' })}>{gift.donorEmail}</span>{' '}
                    {gift.anonymous && (
                      <Badge size="sm" tone="neutral">
                        Anonymous
                      </Badge>
                    )}
                  </td>
                  <td>
                    {formatDollars(gift.amount)}
                    {gift.type === 'monthly' ? '/mo' : ''}
                  </td>
                  <td>{methods[gift.paymentMethod]}</td>
                  <td>{gift.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardSection>
  )
}
