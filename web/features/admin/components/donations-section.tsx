import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { refundSummary } from '#core/refund-state'
import {
  DonationListQuerySchema,
  type GiftRefund,
  GiftRefundSchema,
} from '#core/schemas/admin-donation'
import {
  type DonationStatus,
  donationPaymentMethods,
  donationStatuses,
  donationTypes,
} from '#core/schemas/donation'
import { SendStatementsSchema } from '#core/schemas/giving-statement'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, wrapRow } from '~/components/ui/stack'
import { SelectField, TextField } from '~/components/ui/text-field'
import { mutedText, strongText } from '~/components/ui/typography'
import { useConfirmedSend } from '~/lib/use-confirmed-send'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  downloadGiftsCsv,
  type GiftFilter,
  useAdminDonations,
  useRecordPledgeReceived,
  useRefundGift,
  useResendReceipt,
  useSendStatements,
  useStaffGift,
} from '../api/get-donations'
import { DashboardSection } from './dashboard-section'
import { ExportCsvButton } from './export-csv-button'
import { Pager } from './pager'
import { typedAmount } from './typed-amount'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const methods = { card: 'Card', bank: 'Bank (ACH)', paypal: 'PayPal', cheque: 'Check' } as const
/** Staff's words for a status: the stored value in US spelling. */
const statuses = {
  pending: 'pending',
  processing: 'processing',
  paid: 'paid',
  past_due: 'past due',
  unpaid: 'unpaid',
  failed: 'failed',
  cancelled: 'canceled',
  pledged: 'pledged',
} as const satisfies Record<DonationStatus, string>
/** Where a refund of a gift paid this way goes back (decision 076). */
const wayBack = {
  card: "the donor's card",
  bank: "the donor's bank account",
  paypal: "the donor's PayPal account",
  cheque: 'the donor',
} as const
const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })

/**
 * A refund of the rest, or of an amount, with a reason (card and bank gifts through Stripe,
 * decision 035; PayPal gifts through PayPal, decision 076): said
 * in full and confirmed before it is sent, sent once (its Idempotency-Key), and cleared after.
 */
function GiftRefundForm({
  id,
  left,
  to,
  invoiceId,
  paidAt,
}: {
  id: number
  left: number
  /** Where the money goes back: "the donor's card", "the donor's PayPal account". */
  to: string
  /** The monthly payment refunded; undefined for a one-time gift. */
  invoiceId?: string
  paidAt?: string
}) {
  const refund = useRefundGift()
  // The fields typed here are checked; the payment refunded came from the API.
  const form = useSchemaForm(
    GiftRefundSchema,
    { amount: '', reason: '' },
    ({ amount, reason }) => ({ reason, ...typedAmount(amount) }),
  )
  const confirmation = useConfirmedSend<GiftRefund>(
    (request, key, settled) => refund.mutate({ id, refund: request, key }, settled),
    () => form.reset(),
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = form.validate()
    if (typed) confirmation.ask({ ...typed, ...(invoiceId ? { invoiceId } : {}) })
  }

  const { asked } = confirmation
  const amount = asked?.amount ?? left
  const what = paidAt
    ? `the payment of ${date.format(new Date(paidAt))} of gift #${id}`
    : `gift #${id}`
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={invoiceId ? `Refund payment ${invoiceId}` : `Refund gift #${id}`}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { md: '1fr 2fr auto' },
        alignItems: 'end',
      })}
    >
      <TextField
        label={`Amount (empty: all ${formatDollars(left)} left)`}
        inputMode="decimal"
        value={form.values.amount}
        error={form.errors.amount}
        onChange={(e) => form.set('amount', e.target.value)}
      />
      <TextField
        label="Reason"
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(e) => form.set('reason', e.target.value)}
      />
      <Button type="submit" size="sm" tone="danger" disabled={refund.isPending}>
        Refund
      </Button>
      <ConfirmDialog
        asked={
          asked && {
            title: `Refund ${formatDollars(amount)}?`,
            description:
              `${formatDollars(amount)} of ${what} goes back to ${to}, for ` +
              `“${asked.reason}”. The receipt and the campaign's total will count only what ` +
              'was kept. This cannot be undone.',
            confirm: `Refund ${formatDollars(amount)}`,
          }
        }
        pending={refund.isPending}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.cancel}
      />
    </form>
  )
}

/** One gift opened: donor, payments, refunds, the receipt and what staff can do. */
function GiftDetail({ id }: { id: number }) {
  const { data: gift, isPending, isError, error, refetch } = useStaffGift(id)
  const resend = useResendReceipt()
  const received = useRecordPledgeReceived()
  if (isPending) return <Skeleton className={css({ h: '24' })} />
  if (isError) return <LoadError what="the gift" error={error} onRetry={() => void refetch()} />
  const left = Math.round((gift.amount - gift.refunded) * 100) / 100
  return (
    <div className={css({ display: 'grid', gap: '3', pt: '3', fontSize: 'sm' })}>
      <p>
        {gift.donorName} · {gift.donorEmail} · {gift.type} · {methods[gift.paymentMethod]} · payment{' '}
        {gift.paymentIntentId ?? gift.subscriptionId ?? 'none'}
      </p>
      {gift.message && <p>“{gift.message}”</p>}
      {gift.type === 'one-time' && <p role="status">{refundSummary(gift.amount, gift.refunded)}</p>}
      {gift.payments.length > 0 && (
        <ul aria-label="Monthly payments">
          {gift.payments.map((payment) => {
            const left = Math.round((payment.amount - payment.refunded) * 100) / 100
            return (
              <li key={payment.invoiceId} className={css({ display: 'grid', gap: '2', py: '1' })}>
                <span>
                  {date.format(new Date(payment.paidAt))}: {formatDollars(payment.amount)}
                  {payment.refunded > 0 ? ` (refunded ${formatDollars(payment.refunded)})` : ''}
                </span>
                {left > 0 && (
                  <GiftRefundForm
                    id={id}
                    left={left}
                    to={wayBack[gift.paymentMethod]}
                    invoiceId={payment.invoiceId}
                    paidAt={payment.paidAt}
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
      {gift.refunds.length > 0 && (
        <ul aria-label="Refunds">
          {gift.refunds.map((refund) => (
            <li key={refund.id}>
              {date.format(new Date(refund.at))}: refunded {formatDollars(refund.amount)}
              {refund.by
                ? ` by ${refund.by}`
                : gift.paymentMethod === 'paypal'
                  ? ' in PayPal'
                  : ' in Stripe'}{' '}
              ({refund.reason})
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {gift.receiptPath && (
          <a
            href={gift.receiptPath}
            target="_blank"
            rel="noopener noreferrer"
            className={css({ textDecoration: 'underline', fontWeight: '700' })}
          >
            Open the receipt
          </a>
        )}
        {gift.status === 'paid' && (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(id)}
          >
            Send the receipt again
          </Button>
        )}
        {gift.status === 'pledged' && gift.type === 'one-time' && (
          <Button
            size="sm"
            variant="outline"
            disabled={received.isPending}
            onClick={() => received.mutate(id)}
          >
            Record check received
          </Button>
        )}
      </div>
      {gift.type === 'one-time' &&
        gift.status === 'paid' &&
        (gift.paymentIntentId || gift.paypalCaptureId) &&
        left > 0 && <GiftRefundForm id={id} left={left} to={wayBack[gift.paymentMethod]} />}
    </div>
  )
}

function Options<T extends string>({
  values,
  labels,
}: {
  values: readonly T[]
  labels?: Record<T, string>
}) {
  return (
    <>
      <option value="">All</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  )
}

/** One gift by its number (decision 074): the link in staff e-mails and in a colleague's chat. */
export function GiftRecord({ id }: { id: number }) {
  return (
    <DashboardSection titleId="gift-title" title={`Gift #${id}`}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <Link to="/admin/gifts" className={css({ fontWeight: '600', color: 'primary.fg' })}>
          ← All donations
        </Link>
        <GiftSummary id={id} />
        <GiftDetail id={id} />
      </div>
    </DashboardSection>
  )
}

/** What the list's row says of a gift, atop its own page: when, how much, where it stands. */
function GiftSummary({ id }: { id: number }) {
  const { data: gift } = useStaffGift(id)
  if (!gift) return null
  return (
    <div className={wrapRow}>
      <span>{date.format(new Date(gift.createdAt))}</span>
      <Badge size="sm" tone="neutral">
        {statuses[gift.status]}
      </Badge>
      <span>{methods[gift.paymentMethod]}</span>
      {gift.anonymous && (
        <Badge size="sm" tone="neutral">
          Anonymous
        </Badge>
      )}
      <span className={strongText}>
        {formatDollars(gift.amount)}
        {gift.type === 'monthly' ? '/mo' : ''}
      </span>
    </div>
  )
}

interface DonationsSectionProps {
  /** What the list shows, from the page's URL (decision 074). */
  filter: GiftFilter
  /** A new view of the list: a new entry in the browser's history. */
  onFilter: (filter: GiftFilter) => void
}

/** /admin/gifts: filter, see the filter's totals, open a gift, refund, resend, export. */
export function DonationsSection({ filter, onFilter }: DonationsSectionProps) {
  // The words searched for, checked as the API checks them (at most 200, plain text).
  const words = useSchemaForm(DonationListQuerySchema, { q: filter.q ?? '' })
  const [openId, setOpenId] = useState<number | undefined>()
  const list = useAdminDonations(filter)
  // Back and forward bring another search: the field shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL's words only
  useEffect(() => words.reset({ q: filter.q ?? '' }), [filter.q])
  /** A new choice starts the list again at its first page. */
  const choose = <K extends Exclude<keyof GiftFilter, 'page' | 'q'>>(
    field: K,
    value: GiftFilter[K],
  ) => onFilter({ ...filter, [field]: value, page: undefined })

  return (
    <DashboardSection titleId="donations-title" title="Donations">
      <form
        ref={words.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const query = words.validate()
          if (query) onFilter({ ...filter, q: query.q || undefined, page: undefined })
        }}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mb: '4' })}
      >
        <SelectField
          label="Type"
          value={filter.type ?? ''}
          onChange={(e) =>
            choose(
              'type',
              donationTypes.find((value) => value === e.target.value),
            )
          }
        >
          <Options values={donationTypes} />
        </SelectField>
        <SelectField
          label="Status"
          value={filter.status ?? ''}
          onChange={(e) =>
            choose(
              'status',
              donationStatuses.find((value) => value === e.target.value),
            )
          }
        >
          <Options values={donationStatuses} labels={statuses} />
        </SelectField>
        <SelectField
          label="Method"
          value={filter.method ?? ''}
          onChange={(e) =>
            choose(
              'method',
              donationPaymentMethods.find((value) => value === e.target.value),
            )
          }
        >
          <Options values={donationPaymentMethods} labels={methods} />
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => choose('from', e.target.value || undefined)}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => choose('to', e.target.value || undefined)}
        />
        <TextField
          label="Search (gift number, name or email)"
          error={words.errors.q}
          {...words.register('q')}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
        <ExportCsvButton download={() => downloadGiftsCsv(filter)} />
      </form>
      {list.isPending ? (
        <Skeleton className={css({ h: '24' })} />
      ) : list.isError ? (
        <LoadError what="donations" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p role="status" className={css({ mb: '4', fontWeight: '600' })}>
            {list.data.totals.count} gifts · received {formatDollars(list.data.totals.received)} ·
            refunded {formatDollars(list.data.totals.refunded)} · net{' '}
            {formatDollars(list.data.totals.net)}
          </p>
          {list.data.donations.length === 0 ? (
            <p>No donations match.</p>
          ) : (
            <ul aria-label="Gifts" className={stackGap2}>
              {list.data.donations.map((gift) => (
                <li key={gift.id} aria-label={`Gift #${gift.id}`} className={rowStyle}>
                  <div className={wrapRow}>
                    <Link
                      to="/admin/gifts/$id"
                      params={{ id: String(gift.id) }}
                      className={strongText}
                    >
                      #{gift.id}
                    </Link>
                    <span>{date.format(new Date(gift.createdAt))}</span>
                    <span>
                      {gift.donorName} <span className={mutedText}>{gift.donorEmail}</span>
                    </span>
                    {gift.anonymous && (
                      <Badge size="sm" tone="neutral">
                        Anonymous
                      </Badge>
                    )}
                    <Badge size="sm" tone="neutral">
                      {statuses[gift.status]}
                    </Badge>
                    <span>{methods[gift.paymentMethod]}</span>
                    <span className={css({ ms: 'auto', fontWeight: '700' })}>
                      {formatDollars(gift.amount)}
                      {gift.type === 'monthly' ? '/mo' : ''}
                      {gift.refunded > 0 ? ` (refunded ${formatDollars(gift.refunded)})` : ''}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={openId === gift.id}
                      onClick={() => setOpenId((id) => (id === gift.id ? undefined : gift.id))}
                    >
                      {openId === gift.id ? 'Close' : 'Open'}
                    </Button>
                  </div>
                  {openId === gift.id && <GiftDetail id={gift.id} />}
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            noun="gifts"
            onPage={(page) => onFilter({ ...filter, page: page > 1 ? page : undefined })}
          />
        </>
      )}
      <SendStatements />
    </DashboardSection>
  )
}

/** One action: every donor of the year gets their year-end statement by e-mail (decision 040). */
function SendStatements() {
  const lastYear = new Date().getFullYear() - 1
  const form = useSchemaForm(SendStatementsSchema, { year: String(lastYear) }, ({ year }) => ({
    year: Number(year),
  }))
  const send = useSendStatements()
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label="Send giving statements"
      onSubmit={(event) => {
        event.preventDefault()
        const request = form.validate()
        if (request) send.mutate(request.year)
      }}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mt: '6' })}
    >
      <SelectField
        label="Giving statements for"
        error={form.errors.year}
        {...form.register('year')}
      >
        {[lastYear + 1, lastYear, lastYear - 1].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" disabled={send.isPending}>
        Email Every Donor Their Statement
      </Button>
    </form>
  )
}
