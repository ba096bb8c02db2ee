import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { headingH2, smallText, strongText } from '~/components/ui/typography'
import { useStaffOrder } from '../api/orders'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/**
 * /admin/orders/:id/packing-slip: what goes in the parcel and where it goes, no prices (a gift
 * may be shipped to someone else), laid out for an A4 or Letter page.
 */
export function PackingSlip({ id }: { id: number }) {
  const { data: order, isPending, isError, error, refetch } = useStaffOrder(id)
  if (isPending) return <Skeleton className={css({ h: '64', m: '8' })} />
  if (isError) return <LoadError what="the order" error={error} onRetry={() => void refetch()} />
  const physical = order.items
  return (
    <article
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
          <h1 className={headingH2}>Packing slip · Order #{order.id}</h1>
          <p>{dateFormat.format(new Date(order.createdAt))}</p>
        </div>
        <div data-print="hide">
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className={strongText}>
          Ship to
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
        <p>Shipping: {order.shippingMethod}</p>
      </section>
      <table
        className={css({
          w: 'full',
          '& th, & td': { textAlign: 'start', py: '2', borderBottomWidth: '1px' },
        })}
      >
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {physical.map((line) => (
            <tr key={line.productId}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td aria-label="Tick when packed">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={smallText}>
        Thank you for supporting {brand.name}. Questions about this parcel: {brand.email}
      </p>
    </article>
  )
}
