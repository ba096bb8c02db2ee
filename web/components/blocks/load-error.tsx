import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { smallText, strongText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'

interface LoadErrorProps {
  /** What failed to load, e.g. 'the education statistics', 'your orders'. */
  what: string
  error: unknown
  onRetry: () => void
}

/** A section whose data failed to load: what, why, and a retry. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={css({
        display: 'grid',
        gap: '3',
        justifyItems: 'start',
        p: '5',
        borderRadius: 'xl',
        bg: 'danger.subtle',
        color: 'danger.fg',
      })}
    >
      <p className={strongText}>We couldn't load {what}.</p>
      <p className={smallText}>Details: {errorMessage(error)}</p>
      <Button size="sm" variant="outline" tone="danger" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
