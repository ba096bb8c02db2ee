import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { formatDollars } from '#core/money'
import type { OrderTotalsInDollars } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { ChevronDownIcon } from '~/components/blocks/icons'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { strongText } from '~/components/ui/typography'

export interface SummaryTotals {
  subtotal: number
  shipping: number
  total: number
  /** False when nothing is posted: the shipping row says so (decision 039). */
  ships?: boolean
}

interface OrderSummaryProps {
  lines: ReactNode
  empty: boolean
  totals: SummaryTotals
  notices?: ReactNode
  /** The submit button, or the payment step's status. */
  action: ReactNode
}

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })

/** The shipping figure: not needed (nothing posted), free, or its price. */
function shippingText(totals: SummaryTotals) {
  return totals.ships === false
    ? m.shop_shipping_not_needed()
    : totals.shipping === 0
      ? m.shop_free()
      : formatDollars(totals.shipping)
}

export function TotalsRows({ totals }: { totals: SummaryTotals }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '2',
        pt: '4',
        borderTopWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={row}>
        <dt>{m.shop_subtotal()}</dt>
        <dd>{formatDollars(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{m.shop_shipping()}</dt>
        <dd>{shippingText(totals)}</dd>
      </div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 'lg',
          fontWeight: '800',
          pt: '2',
          borderTopWidth: '2px',
          borderColor: 'border',
        })}
      >
        <dt>{m.shop_total()}</dt>
        <dd>{formatDollars(totals.total)}</dd>
      </div>
    </dl>
  )
}

/** The server's totals after it refused the client's (409): shown, then confirmed by resubmitting. */
export function ServerTotalsNotice({ totals }: { totals: OrderTotalsInDollars }) {
  return (
    <div
      role="alert"
      className={css({
        p: '4',
        rounded: 'lg',
        bg: 'danger.subtle',
        borderWidth: '1px',
        borderColor: 'danger.border',
        fontSize: 'sm',
      })}
    >
      <p className={strongText}>{m.shop_prices_changed()}</p>
      <p>
        {totals.shipping === 0
          ? m.shop_server_totals_free_shipping({
              total: formatDollars(totals.total),
              subtotal: formatDollars(totals.subtotal),
            })
          : m.shop_server_totals({
              total: formatDollars(totals.total),
              subtotal: formatDollars(totals.subtotal),
              shipping: formatDollars(totals.shipping),
            })}
      </p>
    </div>
  )
}

/** Beside the total, for a visitor who skipped the account step: back up to it. */
export function LoginNotice({ onLogIn }: { onLogIn: () => void }) {
  // One sentence in the catalog, the button where its {link} stands, wherever a language puts it.
  const [before, after = ''] = m.shop_login_notice({ link: linkSlot }).split(linkSlot)
  return (
    <p className={css({ fontSize: 'sm', p: '3', rounded: 'lg', bg: 'bg.muted' })}>
      {before}
      <Button variant="link" size="sm" onClick={onLogIn}>
        {m.shop_login_notice_link()}
      </Button>
      {after}
    </p>
  )
}

/** Stands for the button in the sentence around it: a character no message holds. */
const linkSlot = '\u0000'

const compactRow = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })

/**
 * On a phone, where the summary card comes after the form: the order at a glance above it,
 * its total always in view and the lines and charges a tap away.
 */
export function CompactSummary({
  items,
  totals,
}: {
  items: { productId: number; name: string; quantity: number; price: number }[]
  totals: SummaryTotals
}) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0)
  const shipping = shippingText(totals)
  return (
    <details
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'xl',
        bg: 'bg.surface',
        px: '4',
        py: '3',
      })}
    >
      <summary
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          cursor: 'pointer',
          fontWeight: '700',
        })}
      >
        <span>
          {m.shop_order_summary_compact()}{' '}
          <span className={css({ color: 'fg.muted', fontWeight: '500' })}>
            ({m.shop_item_count({ count })})
          </span>
        </span>
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span data-testid="compact-total">{formatDollars(totals.total)}</span>
          <ChevronDownIcon
            className={css({
              transition: 'transform 150ms',
              'details[open] > summary &': { transform: 'rotate(180deg)' },
            })}
          />
        </span>
      </summary>
      <div className={css({ display: 'grid', gap: '2', pt: '3', mt: '3', borderTopWidth: '1px' })}>
        <ul className={css({ display: 'grid', gap: '1.5' })}>
          {items.map((item) => (
            <li key={item.productId} className={compactRow}>
              <span>
                {item.quantity} × {item.name}
              </span>
              <span>{formatDollars(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={compactRow}>
          <span>{m.shop_shipping()}</span>
          <span>{shipping}</span>
        </p>
        <p className={cx(compactRow, css({ fontWeight: '800' }))}>
          <span>{m.shop_total()}</span>
          <span>{formatDollars(totals.total)}</span>
        </p>
      </div>
    </details>
  )
}

/** The order summary card: lines, totals, notices and the action. */
export function OrderSummary({ lines, empty, totals, notices, action }: OrderSummaryProps) {
  return (
    <Card.Root variant="outline" className={css({ position: { lg: 'sticky' }, top: { lg: '24' } })}>
      <Card.Header>
        <Card.Title asChild>
          <h2>{m.shop_order_summary_title()}</h2>
        </Card.Title>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {empty ? (
          <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
            <p>{m.shop_cart_empty()}</p>
            <ButtonLink to="/store" variant="outline">
              {m.shop_browse_puzzles()}
            </ButtonLink>
          </div>
        ) : (
          lines
        )}
        <TotalsRows totals={totals} />
        {notices}
        {action}
      </Card.Body>
    </Card.Root>
  )
}
