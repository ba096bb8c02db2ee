import { css } from 'styled-system/css'
import { Skeleton } from '~/components/ui/skeleton'

/** Stands in for a list row (an order, a subscriber, an e-mail) while an admin list loads. */
export function RowSkeleton() {
  return <Skeleton className={css({ h: '14' })} />
}
