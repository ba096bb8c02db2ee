import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3 } from '~/components/ui/stack'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { useForumReports, useModerate } from '../api/forum-reports'
import { DashboardSection, recordCard, recordLine } from './dashboard-section'

/** Reported forum posts and comments, most reported first: remove them or dismiss the reports. */
export function ForumReportsSection() {
  const reports = useForumReports()
  const moderate = useModerate()
  return (
    <DashboardSection titleId="reports-title" title="Reported in the forum">
      {reports.isPending ? (
        <Skeleton className={css({ h: '20' })} />
      ) : reports.isError ? (
        <LoadError what="reports" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <p>Nothing is reported.</p>
      ) : (
        <ul aria-label="Reported items" className={stackGap3}>
          {reports.data.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              aria-label={`Reported ${item.kind} #${item.id}`}
              className={recordCard}
            >
              <div className={recordLine}>
                <Badge size="sm" tone="danger">
                  {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
                </Badge>
                <span className={strongText}>
                  {item.kind === 'post' ? 'Post' : 'Comment on'} “{item.postTitle}”
                </span>
                <span className={mutedSmallText}>by {item.author.displayName}</span>
              </div>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                {item.content}
              </p>
              {item.reasons.length > 0 && (
                <p className={mutedSmallText}>Reasons: {item.reasons.join('; ')}</p>
              )}
              <div className={css({ display: 'flex', gap: '2' })}>
                <Button
                  size="sm"
                  tone="danger"
                  disabled={moderate.isPending}
                  aria-label={`Remove ${item.kind} #${item.id}`}
                  onClick={() => moderate.mutate({ item, action: 'remove' })}
                >
                  Remove
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={moderate.isPending}
                  aria-label={`Dismiss reports of ${item.kind} #${item.id}`}
                  onClick={() => moderate.mutate({ item, action: 'dismiss' })}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
