import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { roleLabels, type StaffRole } from '#core/staff-roles'
import { LoadError } from '~/components/blocks/load-error'
import { mutedText } from '~/components/ui/typography'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { DashboardSection } from './dashboard-section'
import { RowSkeleton } from './row-skeleton'

/** A role as the log kept it: a name it knows, or as it was written. */
const roleLabel = (role: string) => (role in roleLabels ? roleLabels[role as StaffRole] : role)

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** /admin → Audit log: the latest staff actions, who did what to which record and when. */
export function AuditLogSection() {
  const log = useQuery({
    queryKey: ['admin', 'audit-log'] as const,
    meta: userScopedQuery,
    queryFn: ({ signal }) => send(api.admin['audit-log'].$get({ query: {} }, { init: { signal } })),
    staleTime: 0,
  })
  return (
    <DashboardSection titleId="audit-log-title" title="Audit log">
      {log.isPending ? (
        <RowSkeleton />
      ) : log.isError ? (
        <LoadError what="the audit log" error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p>No staff actions yet.</p>
      ) : (
        <ol
          aria-label="Staff actions"
          className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}
        >
          {log.data.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className={mutedText}>
                {dateTime.format(new Date(entry.at))}
              </time>{' '}
              {entry.by ?? 'Stripe'}
              {entry.roles?.length ? ` (${entry.roles.map(roleLabel).join(', ')})` : ''} ·{' '}
              {entry.action} · {entry.entity} #{entry.entityId}
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  )
}
