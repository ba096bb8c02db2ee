import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Skeleton } from '~/components/ui/skeleton'
import { type OutboxMessage, useOutbox } from '../api/get-outbox'
import { DashboardSection } from './dashboard-section'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function OutboxItem({ message }: { message: OutboxMessage }) {
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
        <span className={css({ fontWeight: '700' })}>{message.subject}</span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>to {message.to}</span>
        <time dateTime={message.createdAt} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {dateTime.format(new Date(message.createdAt))}
        </time>
        <Badge size="sm" tone={message.sentAt ? 'success' : 'neutral'}>
          {message.sentAt ? 'Sent' : 'Not sent'}
        </Badge>
      </summary>
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

/** Staff's view of the site's e-mail: password resets now, receipts in later issues. */
export function OutboxSection() {
  const outbox = useOutbox()
  return (
    <DashboardSection titleId="outbox-title" title="Outbox">
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>
        E-mails the site sends, newest first. Without a mail server configured they wait here ('Not
        sent'), so staff can pass a reset link on by hand.
      </p>
      {outbox.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <Skeleton className={css({ h: '14' })} />
          <Skeleton className={css({ h: '14' })} />
        </div>
      ) : outbox.isError ? (
        <LoadError what="the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <p>No e-mails yet.</p>
      ) : (
        <ul aria-label="Outbox messages" className={css({ display: 'grid', gap: '3' })}>
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
