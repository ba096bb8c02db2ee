import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { smallText, strongText } from '~/components/ui/typography'
import { ApiError, errorMessage } from '~/lib/api-request'

interface LoadErrorProps {
  /** What failed to load, e.g. 'the education statistics', 'your orders'. */
  what: string
  error: unknown
  onRetry: () => void
}

/**
 * A section whose data failed to load: what, why, and a retry — except for what is not there
 * (a 404, like an order number that does not exist), where trying again cannot help.
 */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const missing = error instanceof ApiError && error.status === 404
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
      <p className={strongText}>{m.load_error({ what })}</p>
      <p className={smallText}>{m.error_details({ details: errorMessage(error) })}</p>
      {missing ? null : (
        <Button size="sm" variant="outline" tone="danger" onClick={onRetry}>
          {m.error_try_again()}
        </Button>
      )}
    </div>
  )
}
