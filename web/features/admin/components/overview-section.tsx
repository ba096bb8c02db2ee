import { Link, type LinkProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { hasPermission, type StaffPermission } from '#core/staff-roles'
import { LoadError } from '~/components/blocks/load-error'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3, stackGap6 } from '~/components/ui/stack'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { useSessionUser } from '~/lib/session'
import { useOverview } from '../api/overview'
import { DashboardSection } from './dashboard-section'

// The chart library is loaded only when the overview has data to draw.
const WeeklyChart = lazy(() => import('./weekly-chart'))

const tile = css({
  position: 'relative',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  display: 'grid',
  gap: '1',
})
// The whole tile answers a click; the link's name is the tile's label.
const tileLink = css({
  color: 'inherit',
  textDecoration: 'underline',
  _after: { content: '""', position: 'absolute', inset: '0', rounded: 'lg' },
  _focusVisible: {
    outline: 'none',
    _after: { outline: '2px solid', outlineColor: 'primary.solid' },
  },
})

type Waiting = NonNullable<ReturnType<typeof useOverview>['data']>['waiting']

/**
 * What waits for staff, each leading to the list that holds it (decision 074): "3 orders to
 * pack" opens /admin/orders?status=paid, for the roles that may open it.
 */
function waitingTiles(waiting: Waiting) {
  return [
    {
      label: 'Orders to pack',
      value: waiting.ordersToPack,
      opens: { permission: 'orders', link: { to: '/admin/orders', search: { status: 'paid' } } },
    },
    {
      label: 'Orders to ship',
      value: waiting.ordersToShip,
      opens: { permission: 'orders', link: { to: '/admin/orders', search: { status: 'packed' } } },
    },
    {
      label: 'New applications',
      value: waiting.newApplications,
      opens: { permission: 'applications', link: { to: '/admin/applications' } },
    },
    {
      label: 'New accessibility reports',
      value: waiting.newBarrierReports,
      opens: {
        permission: 'applications',
        link: { to: '/admin/applications', search: { kind: 'accessibility', status: 'new' } },
      },
    },
    {
      label: 'Failed emails',
      value: waiting.failedEmails,
      opens: { permission: 'settings', link: { to: '/admin/settings' } },
    },
    {
      label: 'Open forum reports',
      value: waiting.openReports,
      opens: { permission: 'forum', link: { to: '/admin/forum' } },
    },
  ] as const satisfies ReadonlyArray<{
    label: string
    value: number
    opens: { permission: StaffPermission; link: LinkProps }
  }>
}

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** The top of /admin: what waits for staff, and money in by week for 12 weeks (decision 036). */
export function OverviewSection() {
  const overview = useOverview()
  const user = useSessionUser()
  const may = (permission: StaffPermission) =>
    user !== null && hasPermission(user.roles, permission)
  return (
    <DashboardSection titleId="overview-title" title="Overview">
      {overview.isPending ? (
        <Skeleton className={css({ h: '32' })} />
      ) : overview.isError ? (
        <LoadError
          what="the overview"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div className={stackGap6}>
          <dl
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(auto-fit, minmax(10rem, 1fr))' },
            })}
          >
            {waitingTiles(overview.data.waiting).map((item) => (
              <div key={item.label} className={tile}>
                <dt className={mutedSmallText}>
                  {may(item.opens.permission) ? (
                    <Link {...item.opens.link} className={tileLink}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </dt>
                <dd className={css({ fontSize: '2xl', fontWeight: '800' })}>{item.value}</dd>
              </div>
            ))}
          </dl>
          <figure className={stackGap3}>
            <figcaption className={strongText}>
              Sales and gifts by week, last 12 weeks (net of refunds){' '}
              <button
                type="button"
                aria-controls="overview-numbers"
                className={css({
                  fontWeight: '400',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                })}
                onClick={() => {
                  // The chart's text: the table, opened and brought to the reader.
                  const numbers = document.getElementById('overview-numbers')
                  if (!(numbers instanceof HTMLDetailsElement)) return
                  numbers.open = true
                  numbers.querySelector('summary')?.focus()
                }}
              >
                (the numbers as a table)
              </button>
            </figcaption>
            <Suspense fallback={<Skeleton className={css({ h: '64' })} />}>
              <WeeklyChart weeks={overview.data.weeks} />
            </Suspense>
            <details id="overview-numbers">
              <summary className={css({ cursor: 'pointer', fontSize: 'sm' })}>The numbers</summary>
              <table
                className={css({
                  fontSize: 'sm',
                  '& th, & td': { textAlign: 'start', pe: '4', py: '1' },
                })}
              >
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Sales</th>
                    <th scope="col">Gifts</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.weeks.map((week) => (
                    <tr key={week.start}>
                      <th scope="row">{short.format(new Date(week.start))}</th>
                      <td>{formatDollars(week.sales)}</td>
                      <td>{formatDollars(week.gifts)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>
        </div>
      )}
    </DashboardSection>
  )
}
