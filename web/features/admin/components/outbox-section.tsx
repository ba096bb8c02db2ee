import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { Badge, type BadgeProps } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { stackGap3 } from '~/components/ui/stack'
import { mutedSmallText, smallText, strongText } from '~/components/ui/typography'
import { type OutboxMessage, useOutbox, useResendMessage } from '../api/get-outbox'
import { DashboardSection } from './dashboard-section'
import { RowSkeleton } from './row-skeleton'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const statuses: Record<OutboxMessage['status'], { label: string; tone: BadgeProps['tone'] }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'success' },
  retrying: { label: 'Retrying', tone: 'accent' },
  failed: { label: 'Failed', tone: 'danger' },
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const status = statuses[message.status]
  const resend = useResendMessage()
  return (
    <details className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })}>
      <summary
        className={css({
          cursor: 'pointer',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2 4',
          p: '4',
        })}
      >
        <span className={strongText}>{message.subject}</span>
        <span className={mutedSmallText}>to {message.to}</span>
        <time dateTime={message.createdAt} className={mutedSmallText}>
          {dateTime.format(new Date(message.createdAt))}
        </time>
        <Badge size="sm" tone={status.tone}>
          {status.label}
        </Badge>
        {message.attachments.length > 0 && (
          <span className={smallText}>Attached: {message.attachments.join(', ')}</span>
        )}
      </summary>
      {message.lastError && message.status !== 'sent' && (
        <p className={css({ px: '4', pb: '3', fontSize: 'sm', color: 'fg.muted' })}>
          {message.status === 'failed' ? 'Failed' : 'Last try failed'} after {message.attempts}{' '}
          {message.attempts === 1 ? 'attempt' : 'attempts'}: {message.lastError}
        </p>
      )}
      {message.status === 'failed' && (
        <div className={css({ px: '4', pb: '3' })}>
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            aria-label={`Resend "${message.subject}" to ${message.to}`}
            onClick={() => resend.mutate(message.id)}
          >
            Resend
          </Button>
        </div>
      )}
      <pre
        className={css({
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'inherit',
          fontSize: 'sm',
          px: '4',
          pb: '4',
        })}
      >
        {message.body}
      </pre>
    </details>
  )
}

/** Staff's view of the site's e-mail and its delivery. */
export function OutboxSection() {
  const outbox = useOutbox()
  return (
    <DashboardSection titleId="outbox-title" title="Outbox">
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>
        Emails the site sends, newest first. Without a mail server configured (SMTP_URL) they wait
        here as 'Queued', so staff can pass a reset link on by hand; a message the mail server
        refused is 'Failed' and can be sent again.
      </p>
      {outbox.isPending ? (
        <div aria-busy="true" className={stackGap3}>
          <RowSkeleton />
          <RowSkeleton />
        </div>
      ) : outbox.isError ? (
        <LoadError what="the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <ul aria-label="Outbox messages" className={stackGap3}>
          {outbox.data.map((message) => (
            <li key={message.id}>
              <OutboxItem message={message} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
