import { type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { type ApplicationStatus, applicationMoves } from '#core/application-statuses'
import { ApplicationUpdateSchema, ListQuerySchema } from '#core/schemas/admin-lists'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { stackGap2, stackGap3, wrapRow } from '~/components/ui/stack'
import { SelectField, TextareaField, TextField } from '~/components/ui/text-field'
import { labelText, mutedSmallText, strongText } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'
import { downloadCsv } from '../api/download-csv'
import {
  type ApplicationKind,
  applicationsPath,
  type ListFilter,
  type StaffApplication,
  useApplications,
  useStaffUnsubscribe,
  useSubscribers,
  useUpdateApplication,
} from '../api/outreach'
import { DashboardSection } from './dashboard-section'
import { ExportCsvButton } from './export-csv-button'
import { RowSkeleton } from './row-skeleton'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })
const barStyle = wrapRow

/** The list's query as typed: nothing chosen or typed is no filter. */
const filterOf = ({ status, q }: { status: string; q: string }): ListFilter => ({
  status: status || undefined,
  q: q.trim() || undefined,
})

/** Status, search and Export CSV: the filter bar every list shares. */
function FilterBar({
  statuses,
  onChange,
  onExport,
}: {
  /** The status values, each with what staff read (the value itself when it needs no label). */
  statuses: readonly (string | readonly [string, string])[]
  onChange: (filter: ListFilter) => void
  onExport: (filter: ListFilter) => Promise<void>
}) {
  // Checked as the API checks a list's query (the search: at most 200, plain text).
  const form = useSchemaForm(ListQuerySchema, { status: '', q: '' }, filterOf)
  const filter = filterOf(form.values)
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (form.validate()) onChange(filter)
      }}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mb: '4' })}
    >
      <SelectField label="Status" {...form.register('status')}>
        <option value="">All</option>
        {statuses.map((status) => {
          const [value, label] = typeof status === 'string' ? [status, status] : status
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </SelectField>
      <TextField label="Search" error={form.errors.q} {...form.register('q')} />
      <Button type="submit" variant="outline">
        Filter
      </Button>
      <ExportCsvButton download={() => onExport(filter)} />
    </form>
  )
}

function ApplicationEditor({
  kind,
  application,
}: {
  kind: ApplicationKind
  application: StaffApplication
}) {
  const update = useUpdateApplication(kind)
  // Only a changed status is sent: the audit log then records the move staff made.
  const form = useSchemaForm(
    ApplicationUpdateSchema,
    { status: application.status as ApplicationStatus, notes: application.notes },
    ({ status, notes }) => ({ ...(status !== application.status ? { status } : {}), notes }),
  )
  const moves = [application.status, ...applicationMoves[application.status]]

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const changes = form.validate()
    if (changes) update.mutate({ id: application.id, ...changes })
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Handle application #${application.id}`}
      className={css({ display: 'grid', gap: '3', pt: '3' })}
    >
      <SelectField label="Status" error={form.errors.status} {...form.register('status')}>
        {moves.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Internal notes"
        rows={3}
        error={form.errors.notes}
        {...form.register('notes')}
      />
      <div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}

/** What an application says, whichever kind: every field the applicant filled in. */
function ApplicationFields({ application }: { application: StaffApplication }) {
  const hidden = new Set(['id', 'status', 'notes', 'handledBy', 'handledAt', 'createdAt'])
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '1 3',
        fontSize: 'sm',
        pt: '3',
      })}
    >
      {Object.entries(application)
        .filter(([key]) => !hidden.has(key))
        .map(([key, value]) => (
          <div key={key} className={css({ display: 'contents' })}>
            <dt className={labelText}>{key}</dt>
            <dd className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>
              {String(value)}
            </dd>
          </div>
        ))}
    </dl>
  )
}

/** /admin → Volunteer or Program applications: read, handle, note, export. */
export function ApplicationsSection({ kind }: { kind: ApplicationKind }) {
  const [filter, setFilter] = useState<ListFilter>({})
  const [openId, setOpenId] = useState<number | undefined>()
  const list = useApplications(kind, filter)
  const title = kind === 'volunteer' ? 'Volunteer applications' : 'Program applications'
  const nameOf = (a: StaffApplication) =>
    String(kind === 'volunteer' ? a.name : `${a.childName} (guardian ${a.guardianName})`)

  return (
    <DashboardSection titleId={`${kind}-applications-title`} title={title}>
      <FilterBar
        statuses={Object.keys(applicationMoves)}
        onChange={setFilter}
        onExport={(f) => downloadCsv(applicationsPath(kind), { ...f }, `${kind}-applications.csv`)}
      />
      {list.isPending ? (
        <RowSkeleton />
      ) : list.isError ? (
        <LoadError what="the applications" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.applications.length === 0 ? (
        <p>No applications match.</p>
      ) : (
        <ul aria-label={title} className={stackGap3}>
          {list.data.applications.map((application) => (
            <li key={application.id} aria-label={nameOf(application)} className={rowStyle}>
              <div className={barStyle}>
                <span className={strongText}>{nameOf(application)}</span>
                <span className={mutedSmallText}>
                  {dateTime.format(new Date(application.createdAt))}
                </span>
                <Badge size="sm" tone={application.status === 'new' ? 'accent' : 'neutral'}>
                  {application.status}
                </Badge>
                {application.handledBy && (
                  <span className={mutedSmallText}>handled by {application.handledBy}</span>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={openId === application.id}
                  className={css({ ms: 'auto' })}
                  onClick={() =>
                    setOpenId((id) => (id === application.id ? undefined : application.id))
                  }
                >
                  {openId === application.id ? 'Close' : 'Open'}
                </Button>
              </div>
              {openId === application.id && (
                <>
                  <ApplicationFields application={application} />
                  <ApplicationEditor kind={kind} application={application} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}

/** /admin → Subscribers: who is on the mailing list, from which forms; unsubscribe on request. */
export function SubscribersSection() {
  const [filter, setFilter] = useState<ListFilter>({})
  const list = useSubscribers(filter)
  const unsubscribe = useStaffUnsubscribe()
  return (
    <DashboardSection titleId="subscribers-title" title="Subscribers">
      <FilterBar
        statuses={[['pending', 'unconfirmed'], 'confirmed', 'unsubscribed']}
        onChange={setFilter}
        onExport={(f) => downloadCsv('/api/admin/subscribers', { ...f }, 'subscribers.csv')}
      />
      {list.isPending ? (
        <RowSkeleton />
      ) : list.isError ? (
        <LoadError what="the subscribers" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.subscribers.length === 0 ? (
        <p>No subscribers match.</p>
      ) : (
        <ul aria-label="Subscribers" className={stackGap2}>
          {list.data.subscribers.map((subscriber) => (
            <li key={subscriber.id} className={cx(rowStyle, barStyle)}>
              <span className={labelText}>{subscriber.email}</span>
              <Badge size="sm" tone={subscriber.status === 'confirmed' ? 'success' : 'neutral'}>
                {subscriber.status === 'pending' ? 'unconfirmed' : subscriber.status}
              </Badge>
              <span className={mutedSmallText}>
                {subscriber.sources} · {dateTime.format(new Date(subscriber.createdAt))}
              </span>
              {subscriber.status !== 'unsubscribed' && (
                <Button
                  size="sm"
                  variant="outline"
                  className={css({ ms: 'auto' })}
                  disabled={unsubscribe.isPending}
                  aria-label={`Unsubscribe ${subscriber.email}`}
                  onClick={() => unsubscribe.mutate(subscriber.id)}
                >
                  Unsubscribe
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '3' })}>
        {list.data ? `${list.data.total} in this list.` : ''}
      </p>
    </DashboardSection>
  )
}
