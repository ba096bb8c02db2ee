import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { defaultStatementYear, defaultTimeZone } from '#core/calendar-year'
import { formatDollars } from '#core/money'
import type { DonorGift } from '#core/schemas/donation'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, wrapRow } from '~/components/ui/stack'
import { mutedSmallText, mutedText, strongText } from '~/components/ui/typography'
import { giftsQueryOptions } from '../api/get-gifts'

const giftDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

const statusBadge = {
  paid: { tone: 'success', text: 'Paid' },
  pending: { tone: 'accent', text: 'Awaiting payment' },
  processing: { tone: 'accent', text: 'Processing (bank)' },
  past_due: { tone: 'danger', text: 'Payment failed, retrying' },
  unpaid: { tone: 'danger', text: 'Unpaid' },
  pledged: { tone: 'secondary', text: 'Pledged' },
  failed: { tone: 'danger', text: 'Failed' },
  cancelled: { tone: 'neutral', text: 'Canceled' },
} as const satisfies Record<DonorGift['status'], { tone: string; text: string }>

const pausedBadge = { tone: 'secondary', text: 'Paused' } as const

const linkStyle = css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })

function GiftRow({ gift }: { gift: DonorGift }) {
  const badge = gift.paused ? pausedBadge : statusBadge[gift.status]
  const monthly = gift.type === 'monthly'
  return (
    <li
      aria-label={`Gift #${gift.id}`}
      className={css({ display: 'grid', gap: '2', py: '4', borderBottomWidth: '1px' })}
    >
      <div className={wrapRow}>
        <span className={strongText}>
          {formatDollars(gift.amount)}
          {monthly ? ' monthly' : ' one-time'}
        </span>
        <time dateTime={gift.createdAt} className={mutedText}>
          {giftDate.format(new Date(gift.createdAt))}
        </time>
        <Badge variant="subtle" tone={badge.tone}>
          {badge.text}
        </Badge>
        {monthly && gift.paymentCount > 0 && (
          <span className={mutedSmallText}>
            {gift.paymentCount} {gift.paymentCount === 1 ? 'payment' : 'payments'}
          </span>
        )}
      </div>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <a
          href={gift.receiptPath}
          className={linkStyle}
          aria-label={`Receipt for gift #${gift.id}`}
        >
          Receipt
        </a>
        {gift.managePath && (gift.canCancel || gift.canChangeAmount) && (
          <a href={gift.managePath} className={linkStyle} aria-label={`Manage gift #${gift.id}`}>
            Manage
          </a>
        )}
      </div>
    </li>
  )
}

/**
 * The year-end giving statement for a year (decision 040): this year's by default, last year's
 * in January, when donors file for it.
 */
function StatementLink() {
  const thisYear = new Date().getFullYear()
  const [year, setYear] = useState(() => defaultStatementYear(new Date(), defaultTimeZone))
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i)
  return (
    <div
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', pt: '4' })}
    >
      <label className={css({ display: 'grid', gap: '1', fontWeight: '600' })}>
        Giving statement for
        <select
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          className={css({
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'md',
            px: '3',
            py: '2',
          })}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <ButtonLink to="/giving-statement" search={{ year }} variant="outline">
        View Statement
      </ButtonLink>
    </div>
  )
}

/** /account's 'Your gifts': every donation made while signed in, with receipts. */
export function GiftHistory() {
  const gifts = useQuery(giftsQueryOptions)
  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="gifts-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="gifts-title">Your gifts</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {gifts.isPending ? (
            <div aria-busy="true" className={stackGap2}>
              <Skeleton shape="text" className={css({ w: '1/2' })} />
              <Skeleton shape="text" className={css({ w: '3/4' })} />
            </div>
          ) : gifts.isError ? (
            <LoadError what="your gifts" error={gifts.error} onRetry={() => void gifts.refetch()} />
          ) : gifts.data.length === 0 ? (
            <p>
              No gifts yet.{' '}
              <ButtonLink to="/donate" variant="link">
                Make a donation
              </ButtonLink>
            </p>
          ) : (
            <>
              <ul aria-label="Your gifts">
                {gifts.data.map((gift) => (
                  <GiftRow key={gift.id} gift={gift} />
                ))}
              </ul>
              <StatementLink />
            </>
          )}
        </Card.Body>
      </section>
    </Card.Root>
  )
}
