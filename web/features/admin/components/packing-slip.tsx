import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { baseLocale, languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { headingH2, smallText, strongText } from '~/components/ui/typography'
import { useStaffOrder } from '../api/orders'

/**
 * /admin/orders/:id/packing-slip: what goes in the parcel and where it goes, no prices (a gift
 * may be shipped to someone else), laid out for an A4 or Letter page, in the language the family
 * ordered in (staff's print button aside). Its lines keep the names the order was sold under.
 */
export function PackingSlip({ id }: { id: number }) {
  const { data: order, isPending, isError, error, refetch } = useStaffOrder(id)
  if (isPending) return <Skeleton className={css({ h: '64', m: '8' })} />
  if (isError) return <LoadError what="the order" error={error} onRetry={() => void refetch()} />
  const physical = order.items
  const { locale } = order
  const say = { locale }
  return (
    <article
      lang={languageTag[locale]}
      className={css({
        maxW: '3xl',
        mx: 'auto',
        p: '8',
        display: 'grid',
        gap: '6',
        _print: { p: '0' },
      })}
    >
      <header
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '4',
          flexWrap: 'wrap',
        })}
      >
        <div>
          <p className={css({ fontWeight: '800', fontSize: 'xl' })}>{brand.name}</p>
          <h1 className={headingH2}>{m.packing_slip_heading({ id: order.id }, say)}</h1>
          <p>
            {new Intl.DateTimeFormat(languageTag[locale], { dateStyle: 'long' }).format(
              new Date(order.createdAt),
            )}
          </p>
        </div>
        <div data-print="hide" lang={languageTag[baseLocale]}>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className={strongText}>
          {m.packing_slip_ship_to({}, say)}
        </h2>
        <address className={css({ fontStyle: 'normal' })}>
          {order.contact.firstName} {order.contact.lastName}
          <br />
          {order.contact.address}
          <br />
          {order.contact.city}, {order.contact.state} {order.contact.zipCode}
          <br />
          {order.contact.country}
        </address>
        <p>
          {order.shippingMethod === 'express'
            ? m.packing_slip_express({}, say)
            : m.packing_slip_standard({}, say)}
        </p>
      </section>
      <table
        className={css({
          w: 'full',
          '& th, & td': { textAlign: 'start', py: '2', borderBottomWidth: '1px' },
        })}
      >
        <thead>
          <tr>
            <th scope="col">{m.packing_slip_item({}, say)}</th>
            <th scope="col">{m.packing_slip_quantity({}, say)}</th>
            <th scope="col">{m.packing_slip_packed({}, say)}</th>
          </tr>
        </thead>
        <tbody>
          {physical.map((line) => (
            <tr key={line.productId}>
              <td lang={languageTag[baseLocale]}>{line.name}</td>
              <td>{line.quantity}</td>
              <td aria-label={m.packing_slip_tick({}, say)}>☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={smallText}>
        {m.packing_slip_thanks({ name: brand.name, email: brand.email }, say)}
      </p>
    </article>
  )
}
