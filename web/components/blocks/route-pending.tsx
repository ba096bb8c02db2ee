import { css } from 'styled-system/css'
import { Spinner } from '~/components/ui/spinner'

/** Shown while a route's code or data loads (after the router's pending delay). */
export function RoutePending() {
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minH: '50vh',
      })}
    >
      <Spinner size="lg" showLabel />
    </div>
  )
}
