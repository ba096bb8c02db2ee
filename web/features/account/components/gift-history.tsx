import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { defaultStatementYear, defaultTimeZone } from '#core/calendar-year'
import { languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import type { DonorGift } from '#core/schemas/donation'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, wrapRow } from '~/components/ui/stack'
import { mutedSmallText, mutedText, strongText } from '~/components/ui/typography'
import { giftsQueryOptions } from '../api/get-gifts'

const statusBadge = {
  paid: { tone: 'success', text: m.account_gift_paid },
  pending: { tone: 'accent', text: m.account_gift_pending },
  processing: { tone: 'accent', text: m.account_gift_processing },
  past_due: { tone: 'danger', text: m.account_gift_past_due },
  unpaid: { tone: 'danger', text: m.account_gift_unpaid },
  pledged: { tone: 'secondary', text: m.account_gift_pledged },
  failed: { tone: 'danger', text: m.account_gift_failed },
  cancelled: { tone: 'neutral', text: m.account_gift_cancelled },
} as const satisfies Record<DonorGift['status'], { tone: string; text: () => string }>

const pausedBadge = { tone: 'secondary', text: m.account_gift_paused } as const

const linkStyle = css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })

function GiftRow({ gift }: { gift: DonorGift }) {
  const badge = gift.paused ? pausedBadge : statusBadge[gift.status]
  const monthly = gift.type === 'monthly'
  const amount = formatDollars(gift.amount)
  const giftDate = new Intl.DateTimeFormat(languageTag[getLocale()], { dateStyle: 'medium' })
  return (
    <li
      aria-label={m.account_gift_label({ id: gift.id })}
      className={css({ display: 'grid', gap: '2', py: '4', borderBottomWidth: '1px' })}
    >
      <div className={wrapRow}>
        <span className={strongText}>
          {monthly ? m.account_gift_monthly({ amount }) : m.account_gift_one_time({ amount })}
        </span>
        <time dateTime={gift.createdAt} className={mutedText}>
          {giftDate.format(new Date(gift.createdAt))}
        </time>
        <Badge variant="subtle" tone={badge.tone}>
          {badge.text()}
        </Badge>
        {monthly && gift.paymentCount > 0 && (
          <span className={mutedSmallText}>
            {m.account_gift_payments({ count: gift.paymentCount })}
          </span>
        )}
      </div>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <a
          href={gift.receiptPath}
          className={linkStyle}
          aria-label={m.account_receipt_for({ id: gift.id })}
        >
          {m.account_receipt()}
        </a>
        {gift.managePath && (gift.canCancel || gift.canChangeAmount) && (
          <a
            href={gift.managePath}
            className={linkStyle}
            aria-label={m.account_manage_gift({ id: gift.id })}
          >
            {m.account_manage()}
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
        {m.account_statement_for()}
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
        {m.account_view_statement()}
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
            <h2 id="gifts-title">{m.account_your_gifts()}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {gifts.isPending ? (
            <div aria-busy="true" className={stackGap2}>
              <Skeleton shape="text" className={css({ w: '1/2' })} />
              <Skeleton shape="text" className={css({ w: '3/4' })} />
            </div>
          ) : gifts.isError ? (
            <LoadError
              what={m.account_your_gifts_what()}
              error={gifts.error}
              onRetry={() => void gifts.refetch()}
            />
          ) : gifts.data.length === 0 ? (
            <p>
              {m.account_no_gifts()}{' '}
              <ButtonLink to="/donate" variant="link">
                {m.account_make_donation()}
              </ButtonLink>
            </p>
          ) : (
            <>
              <ul aria-label={m.account_your_gifts()}>
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
