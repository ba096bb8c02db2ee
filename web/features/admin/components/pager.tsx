import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { smallText } from '~/components/ui/typography'

interface PagerProps {
  page: number
  pageSize: number
  total: number
  /** What the list counts, plural: "orders". */
  noun: string
  onPage: (page: number) => void
}

/** Previous / Next under a back-office list, with where the list stands. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '4' })}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={smallText}>
        Page {page} of {Math.max(1, Math.ceil(total / pageSize))} ({total} {noun})
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </div>
  )
}
