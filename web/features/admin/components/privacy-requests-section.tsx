import { useState } from 'react'
import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { stackGap3 } from '~/components/ui/stack'
import { mutedSmallText } from '~/components/ui/typography'
import {
  type PrivacyRequestRow,
  useCompletePrivacyRequest,
  usePrivacyRequests,
} from '../api/privacy-requests'
import { DashboardSection, recordCard, recordLine } from './dashboard-section'
import { RowSkeleton } from './row-skeleton'

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** What a count is of, in the words staff read: one and many. */
const countWords: Record<string, [string, string]> = {
  gifts: ['gift', 'gifts'],
  giftsAnonymised: ['gift anonymized', 'gifts anonymized'],
  applications: ['application or report', 'applications and reports'],
  mailingList: ['mailing-list record', 'mailing-list records'],
  emails: ['email sent', 'emails sent'],
}

function counts(record: Record<string, number>): string {
  return Object.entries(record)
    .map(([key, count]) => {
      const [one, many] = countWords[key] ?? [key, key]
      return `${count} ${count === 1 ? one : many}`
    })
    .join(' · ')
}

/** What completing a request does, said in full before it happens. */
function asked(request: PrivacyRequestRow) {
  const held = request.held ? ` (${counts(request.held)})` : ''
  return request.kind === 'copy'
    ? {
        title: `Send a copy to ${request.email}?`,
        description: `Everything held under ${request.email}${held} is emailed to that address as a JSON file.`,
        confirm: 'Send Copy',
        working: 'Sending…',
      }
    : {
        title: `Erase what is held under ${request.email}?`,
        description:
          `Applications, reports, mailing-list records and emails sent to ${request.email} are ` +
          `deleted; gifts keep their amounts and dates without the name, email, message or ` +
          `tribute${held}. This cannot be undone.`,
        confirm: 'Erase',
        working: 'Erasing…',
      }
}

/**
 * /admin/privacy-requests (issue 37, decision 091): requests from people without an account,
 * confirmed by their e-mailed link; the open ones first by the day they are due (45 days), each
 * with what is held under its address, completed with one press that says what it does.
 */
export function PrivacyRequestsSection() {
  const requests = usePrivacyRequests()
  const complete = useCompletePrivacyRequest()
  const [chosen, setChosen] = useState<PrivacyRequestRow | null>(null)
  return (
    <DashboardSection titleId="privacy-requests-title" title="Privacy requests">
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        People without an account ask for a copy of what is held under their email address, or its
        deletion, and confirm it by a link sent there. Answer within 45 days of their confirming.
      </p>
      {requests.isPending ? (
        <RowSkeleton />
      ) : requests.isError ? (
        <LoadError
          what="privacy requests"
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <p>No confirmed requests.</p>
      ) : (
        <ul aria-label="Privacy requests" className={stackGap3}>
          {requests.data.map((request) => (
            <li key={request.id} aria-label={`Request #${request.id}`} className={recordCard}>
              <div className={recordLine}>
                <Badge size="sm" tone={request.kind === 'copy' ? 'secondary' : 'danger'}>
                  {request.kind === 'copy' ? 'Copy' : 'Deletion'}
                </Badge>
                <span className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>
                  {request.email}
                </span>
                {request.overdue ? (
                  <Badge size="sm" tone="danger" variant="solid">
                    Overdue
                  </Badge>
                ) : null}
              </div>
              {request.completedAt ? (
                <p className={mutedSmallText}>
                  Completed {day.format(new Date(request.completedAt))}
                  {request.outcome ? `: ${counts(request.outcome)}` : ''}
                </p>
              ) : (
                <>
                  <p className={mutedSmallText}>
                    {request.dueAt ? `Due ${day.format(new Date(request.dueAt))} · ` : ''}
                    Held: {request.held ? counts(request.held) : 'nothing'}
                  </p>
                  <div>
                    <Button
                      size="sm"
                      tone={request.kind === 'copy' ? 'primary' : 'danger'}
                      aria-label={`${request.kind === 'copy' ? 'Send a copy' : 'Erase'} for request #${request.id}`}
                      disabled={complete.isPending}
                      onClick={() => setChosen(request)}
                    >
                      {request.kind === 'copy' ? 'Send Copy' : 'Erase'}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        asked={chosen && asked(chosen)}
        pending={complete.isPending}
        onConfirm={() => {
          if (chosen) complete.mutate(chosen, { onSettled: () => setChosen(null) })
        }}
        onCancel={() => setChosen(null)}
      />
    </DashboardSection>
  )
}
