import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { dollarsToCents, formatDollars } from '#core/money'
import { refundSummary } from '#core/refund-state'
import {
  OrderListQuerySchema,
  type RefundRequest,
  RefundRequestSchema,
  ReturnRequestSchema,
  refundMessages,
  restockNeedsLines,
  ShipmentSchema,
} from '#core/schemas/admin-order'
import { type Order, orderStatuses } from '#core/schemas/order'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button, button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3, wrapRow } from '~/components/ui/stack'
import { SelectField, TextField } from '~/components/ui/text-field'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { orderStatusLabels } from '~/entities/orders/api/get-order'
import { useConfirmedSend } from '~/lib/use-confirmed-send'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  downloadOrdersCsv,
  type OrderFilter,
  type StaffOrder,
  useRefundOrder,
  useReturnGoods,
  useStaffOrder,
  useStaffOrders,
  useUpdateOrder,
} from '../api/orders'
import { DashboardSection } from './dashboard-section'
import { ExportCsvButton } from './export-csv-button'
import { Pager } from './pager'
import { RefundBadge } from './refund-badge'
import { RowSkeleton } from './row-skeleton'
import { typedAmount } from './typed-amount'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function ShipForm({ order }: { order: Order }) {
  const update = useUpdateOrder()
  const form = useSchemaForm(
    ShipmentSchema,
    { carrier: '', trackingNumber: '', trackingUrl: '' },
    ({ trackingUrl, ...tracking }) => ({
      ...tracking,
      ...(trackingUrl.trim() ? { trackingUrl } : {}),
    }),
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const shipment = form.validate()
    if (shipment) update.mutate({ id: order.id, update: { status: 'shipped', ...shipment } })
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Ship order #${order.id}`}
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { md: '1fr 1fr' } })}
    >
      <TextField
        label="Carrier"
        value={form.values.carrier}
        error={form.errors.carrier}
        onChange={(e) => form.set('carrier', e.target.value)}
      />
      <TextField
        label="Tracking number"
        value={form.values.trackingNumber}
        error={form.errors.trackingNumber}
        onChange={(e) => form.set('trackingNumber', e.target.value)}
      />
      <TextField
        label="Tracking link (optional)"
        type="url"
        value={form.values.trackingUrl}
        error={form.errors.trackingUrl}
        onChange={(e) => form.set('trackingUrl', e.target.value)}
      />
      <div className={css({ alignSelf: 'end' })}>
        <Button type="submit" disabled={update.isPending}>
          Mark shipped
        </Button>
      </div>
    </form>
  )
}

/**
 * A refund of the rest, or of an amount, with a reason; restocking when all came back. Said in
 * full and confirmed before it is sent, sent once (its Idempotency-Key), and cleared after.
 */
function RefundForm({ order }: { order: StaffOrder }) {
  const refund = useRefundOrder()
  const left = Math.round((order.total - order.refunded) * 100) / 100
  const form = useSchemaForm(
    RefundRequestSchema,
    { amount: '', reason: '', restock: false },
    ({ amount, ...rest }) => ({ ...rest, ...typedAmount(amount) }),
  )
  const confirmation = useConfirmedSend<RefundRequest>(
    (request, key, settled) => refund.mutate({ id: order.id, refund: request, key }, settled),
    () => form.reset(),
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request = form.validate()
    if (!request) return
    const cents = { totalCents: dollarsToCents(order.total), leftCents: dollarsToCents(left) }
    if (restockNeedsLines(request, cents)) {
      form.setError('restock', refundMessages.restockNeedsLines)
      return
    }
    confirmation.ask(request)
  }

  const { asked } = confirmation
  const amount = asked?.amount ?? left
  const restocked = stillOut(order)
    .map((line) => `${line.quantity} × ${line.name}`)
    .join(', ')
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Refund order #${order.id}`}
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { md: '1fr 2fr' } })}
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
      <CheckboxField
        label="The goods came back: put them back in stock"
        checked={form.values.restock}
        error={form.errors.restock}
        onChange={(e) => form.set('restock', e.target.checked)}
      />
      <div>
        <Button type="submit" size="sm" tone="danger" disabled={refund.isPending}>
          Refund
        </Button>
      </div>
      <ConfirmDialog
        asked={
          asked && {
            title: `Refund ${formatDollars(amount)}?`,
            description:
              `${formatDollars(amount)} of order #${order.id} goes back to the card that paid ` +
              `for it, for “${asked.reason}”.` +
              (asked.restock && restocked ? ` Back in stock: ${restocked}.` : '') +
              ' This cannot be undone.',
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

/** The lines of an order not yet back on the shelf: what a whole refund with restock returns. */
function stillOut(order: StaffOrder) {
  return order.items
    .map((line) => {
      const back = order.returned.find((r) => r.productId === line.productId)?.quantity ?? 0
      return { name: line.name, quantity: line.quantity - back }
    })
    .filter((line) => line.quantity > 0)
}

/** Goods that came back (after a money-only refund): which line, how many, back in stock. */
function ReturnForm({ order }: { order: StaffOrder }) {
  const giveBack = useReturnGoods()
  const form = useSchemaForm(
    ReturnRequestSchema,
    { productId: String(order.items[0]?.productId ?? ''), quantity: '1' },
    ({ productId, quantity }) => ({
      lines: [{ productId: Number(productId), quantity: Number(quantity) }],
    }),
  )
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={`Goods back from order #${order.id}`}
      onSubmit={(event) => {
        event.preventDefault()
        const request = form.validate()
        if (request) giveBack.mutate({ id: order.id, lines: request.lines })
      }}
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
    >
      <SelectField label="Item that came back" {...form.register('productId')}>
        {order.items.map((line) => (
          <option key={line.productId} value={line.productId}>
            {line.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="How many"
        inputMode="numeric"
        error={form.errors['lines.0.quantity']}
        {...form.register('quantity')}
      />
      <Button type="submit" size="sm" variant="outline" disabled={giveBack.isPending}>
        Put back in stock
      </Button>
    </form>
  )
}

/** One order opened: contact, lines, totals, history, and what staff can do next. */
function OrderDetail({ id }: { id: number }) {
  const { data: order, isPending, isError, error, refetch } = useStaffOrder(id)
  const update = useUpdateOrder()
  const [cancelAsked, setCancelAsked] = useState(false)
  if (isPending) return <Skeleton className={css({ h: '32' })} />
  if (isError) return <LoadError what="the order" error={error} onRetry={() => void refetch()} />
  const move = (status: 'packed' | 'delivered' | 'cancelled') =>
    update.mutate({ id: order.id, update: { status } }, { onSettled: () => setCancelAsked(false) })
  const paid = order.status !== 'pending_payment' && order.refunded < order.total

  return (
    <div className={css({ display: 'grid', gap: '4', pt: '3' })}>
      <div className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
        <p>
          {order.contact.firstName} {order.contact.lastName} · {order.contact.email}
        </p>
        <p>
          {order.contact.address}, {order.contact.city}, {order.contact.state}{' '}
          {order.contact.zipCode}, {order.contact.country} ({order.shippingMethod} shipping)
        </p>
        <ul>
          {order.items.map((line) => (
            <li key={line.productId}>
              {line.quantity} × {line.name} — {formatDollars(line.price * line.quantity)}
            </li>
          ))}
        </ul>
        <p>
          Subtotal {formatDollars(order.subtotal)} · Shipping {formatDollars(order.shipping)} ·
          Total {formatDollars(order.total)} · Payment {order.paymentIntentId ?? 'not started'}
        </p>
        {order.tracking && (
          <p>
            {order.tracking.carrier} {order.tracking.number}
            {order.tracking.url ? ` · ${order.tracking.url}` : ''}
          </p>
        )}
        <p role="status">{refundSummary(order.total, order.refunded)}</p>
        {order.returned.length > 0 && (
          <p>
            Back in stock:{' '}
            {order.returned
              .map(
                (line) =>
                  `${line.quantity} × ${order.items.find((i) => i.productId === line.productId)?.name ?? `#${line.productId}`}`,
              )
              .join(', ')}
          </p>
        )}
        {order.disputedAt && (
          <p className={css({ color: 'danger.fg', fontWeight: '700' })}>
            The cardholder disputed this payment: answer it in the Stripe dashboard.
          </p>
        )}
      </div>
      <div>
        <h4 className={strongText}>History</h4>
        <ol className={mutedSmallText}>
          {order.history.map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at the end
            <li key={i}>
              {dateTime.format(new Date(event.at))}: {event.from} → {event.to}
              {event.by ? ` by ${event.by}` : ''}
              {event.note ? ` (${event.note})` : ''}
            </li>
          ))}
        </ol>
      </div>
      {(order.status === 'paid' || order.status === 'packed') && <ShipForm order={order} />}
      {order.paymentIntentId &&
        order.status !== 'pending_payment' &&
        order.status !== 'failed' &&
        order.refunded < order.total && <RefundForm order={order} />}
      {order.refunded > 0 && <ReturnForm order={order} />}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Link
          to="/admin/orders/$id/packing-slip"
          params={{ id: String(order.id) }}
          target="_blank"
          className={button({ size: 'sm', variant: 'outline' })}
        >
          Packing slip
        </Link>
        {order.status === 'paid' && (
          <Button size="sm" variant="outline" onClick={() => move('packed')}>
            Mark packed
          </Button>
        )}
        {order.status === 'shipped' && (
          <Button size="sm" variant="outline" onClick={() => move('delivered')}>
            Mark delivered
          </Button>
        )}
        {['pending_payment', 'paid', 'packed'].includes(order.status) && (
          <Button
            size="sm"
            tone="danger"
            variant="outline"
            disabled={update.isPending || cancelAsked}
            onClick={() => setCancelAsked(true)}
          >
            Cancel order
          </Button>
        )}
        <ConfirmDialog
          asked={
            cancelAsked
              ? {
                  title: `Cancel order #${order.id}?`,
                  description:
                    `Back in stock: ${order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}.` +
                    (paid
                      ? ` ${order.contact.firstName} is e-mailed that a refund follows: cancelling does not refund ${formatDollars(order.total - order.refunded)}, refund it here after.`
                      : ' It was never paid, so nothing is refunded.'),
                  confirm: 'Cancel Order',
                  dismiss: 'Keep the Order',
                }
              : null
          }
          pending={update.isPending}
          onConfirm={() => move('cancelled')}
          onCancel={() => setCancelAsked(false)}
        />
      </div>
    </div>
  )
}

/** /admin/orders/$id: one order on a page of its own, the link staff send each other. */
export function OrderRecord({ id }: { id: number }) {
  return (
    <DashboardSection titleId="order-title" title={`Order #${id}`}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <Link to="/admin/orders" className={css({ fontWeight: '600', color: 'primary.fg' })}>
          ← All orders
        </Link>
        <OrderDetail id={id} />
      </div>
    </DashboardSection>
  )
}

interface OrdersSectionProps {
  /** What the list shows, from the page's URL (decision 074). */
  filter: OrderFilter
  /** A new view of the list: a new entry in the browser's history. */
  onFilter: (filter: OrderFilter) => void
}

/** /admin/orders: find an order, open it, pack, ship, deliver or cancel it; export CSV. */
export function OrdersSection({ filter, onFilter }: OrdersSectionProps) {
  // The words searched for, checked as the API checks them (at most 200, plain text).
  const words = useSchemaForm(OrderListQuerySchema, { q: filter.q ?? '' })
  const [openId, setOpenId] = useState<number | undefined>()
  const list = useStaffOrders(filter)
  // Back and forward bring another search: the field shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL's words only
  useEffect(() => words.reset({ q: filter.q ?? '' }), [filter.q])

  return (
    <DashboardSection titleId="orders-admin-title" title="Orders">
      <form
        ref={words.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const query = words.validate()
          if (query) onFilter({ status: filter.status, q: query.q || undefined })
        }}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mb: '4' })}
      >
        <SelectField
          label="Status"
          value={filter.status ?? ''}
          onChange={(e) =>
            onFilter({
              q: filter.q,
              status: orderStatuses.find((status) => status === e.target.value),
            })
          }
        >
          <option value="">All</option>
          {Object.entries(orderStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search (order number, name or email)"
          error={words.errors.q}
          {...words.register('q')}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
        <ExportCsvButton download={() => downloadOrdersCsv(filter)} />
      </form>
      {list.isPending ? (
        <RowSkeleton />
      ) : list.isError ? (
        <LoadError what="the orders" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.orders.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <>
          <ul aria-label="Orders" className={stackGap3}>
            {list.data.orders.map((order) => (
              <li
                key={order.id}
                aria-label={`Order #${order.id}`}
                className={css({
                  p: '4',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'lg',
                })}
              >
                <div className={wrapRow}>
                  <Link
                    to="/admin/orders/$id"
                    params={{ id: String(order.id) }}
                    className={strongText}
                  >
                    #{order.id}
                  </Link>
                  <span>
                    {order.contact.firstName} {order.contact.lastName}
                  </span>
                  <time dateTime={order.createdAt} className={mutedSmallText}>
                    {dateTime.format(new Date(order.createdAt))}
                  </time>
                  <Badge size="sm" tone="neutral">
                    {orderStatusLabels[order.status]}
                  </Badge>
                  <RefundBadge total={order.total} refunded={order.refunded} />
                  <span className={css({ ms: 'auto', fontWeight: '700' })}>
                    {formatDollars(order.total)}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={openId === order.id}
                    onClick={() => setOpenId((id) => (id === order.id ? undefined : order.id))}
                  >
                    {openId === order.id ? 'Close' : 'Open'}
                  </Button>
                </div>
                {openId === order.id && <OrderDetail id={order.id} />}
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            noun="orders"
            onPage={(page) => onFilter({ ...filter, page: page > 1 ? page : undefined })}
          />
        </>
      )}
    </DashboardSection>
  )
}
