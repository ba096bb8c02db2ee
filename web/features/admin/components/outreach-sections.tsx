import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
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
import { type ApplicationKind, type ApplicationsView, applicationKinds } from '../api/list-views'
import {
  applicationsFile,
  applicationsPath,
  type ListFilter,
  type StaffApplication,
  useApplication,
  useApplications,
  useStaffUnsubscribe,
  useSubscribers,
  useUpdateApplication,
} from '../api/outreach'
import { apiQuery } from '../api/search-params'
import { DashboardSection } from './dashboard-section'
import { ExportCsvButton } from './export-csv-button'
import { Pager } from './pager'
import { RowSkeleton } from './row-skeleton'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })
const barStyle = wrapRow

/** The list's query as typed: nothing chosen or typed is no filter. */
const filterOf = ({ status, q }: { status: string; q: string }): ListFilter => ({
  status: status || undefined,
  q: q.trim() || undefined,
})

/** Status, search and Export CSV: the filter bar every list shares, showing the URL's view. */
function FilterBar({
  statuses,
  filter,
  onFilter,
  onExport,
}: {
  /** The status values, each with what staff read (the value itself when it needs no label). */
  statuses: readonly (string | readonly [string, string])[]
  /** What the list shows now, from the page's URL. */
  filter: ListFilter
  /** A new status or search: the list from its first page. */
  onFilter: (filter: ListFilter) => void
  onExport: (filter: ListFilter) => Promise<void>
}) {
  // Checked as the API checks a list's query (the search: at most 200, plain text).
  const form = useSchemaForm(
    ListQuerySchema,
    { status: filter.status ?? '', q: filter.q ?? '' },
    filterOf,
  )
  // Back and forward bring another view: the fields show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL's view only
  useEffect(
    () => form.reset({ status: filter.status ?? '', q: filter.q ?? '' }),
    [filter.status, filter.q],
  )
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (form.validate()) onFilter(filterOf(form.values))
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
        helperText="Not shown on the site, but part of the data the person can ask for or download."
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

/** What staff read for each field an applicant fills in (the CSV's column names). */
const fieldLabels: Record<string, string> = {
  childName: 'Child',
  guardianName: 'Guardian',
  description: 'What happened',
  assistiveTechnology: 'Browses with',
  locale: 'Language',
}

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' }

/** A field's label: its own, or its name in words ("startDate" reads "Start date"). */
const fieldLabel = (key: string) => {
  const words = fieldLabels[key] ?? key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const fieldValue = (key: string, value: unknown) =>
  key === 'locale' ? (languageNames[String(value)] ?? String(value)) : String(value)

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
            <dt className={labelText}>{fieldLabel(key)}</dt>
            <dd className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>
              {fieldValue(key, value)}
            </dd>
          </div>
        ))}
    </dl>
  )
}

const applicationTitles = {
  volunteer: 'Volunteer applications',
  program: 'Program applications',
  accessibility: 'Accessibility reports',
} as const satisfies Record<ApplicationKind, string>

/** One of a kind, for its own page's title. */
const applicationNouns = {
  volunteer: 'Volunteer application',
  program: 'Program application',
  accessibility: 'Accessibility report',
} as const satisfies Record<ApplicationKind, string>

const nameOf = (kind: ApplicationKind, a: StaffApplication) =>
  kind === 'volunteer'
    ? String(a.name)
    : kind === 'program'
      ? `${a.childName} (guardian ${a.guardianName})`
      : `${a.name || a.email}${a.page ? ` on ${a.page}` : ''}`

/** The kinds of application, one list each: a link to each, the one shown marked current. */
function ApplicationKinds({ shown }: { shown: ApplicationKind }) {
  return (
    <nav aria-label="Kinds of application" className={css({ mb: '6' })}>
      <ul className={wrapRow}>
        {applicationKinds.map((kind) => (
          <li key={kind}>
            <Link
              to="/admin/applications"
              search={kind === 'volunteer' ? {} : { kind }}
              // The router marks a link current when its search is part of the page's: the
              // volunteers' (no search) would be current on every list. Only the shown one is.
              activeOptions={{ exact: true }}
              aria-current={kind === shown ? 'page' : undefined}
              className={kindLink}
            >
              {applicationTitles[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const kindLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'full',
  fontWeight: '600',
  '&[aria-current=page]': {
    bg: 'primary.subtleHover',
    color: 'primary.fg',
    borderColor: 'primary.fg',
  },
})

interface ApplicationsSectionProps {
  /** Which list, its status, search and page, from the page's URL (decision 074). */
  view: ApplicationsView
  /** A new view of the list (its status read by the page's URL): a new history entry. */
  onView: (view: ListFilter & Pick<ApplicationsView, 'kind'>) => void
}

/**
 * /admin/applications: volunteer or program applications, and accessibility reports, to read,
 * handle, note and export.
 */
export function ApplicationsSection({ view, onView }: ApplicationsSectionProps) {
  const { kind = 'volunteer', ...filter } = view
  const [openId, setOpenId] = useState<number | undefined>()
  const list = useApplications(kind, filter)
  const title = applicationTitles[kind]

  return (
    <>
      <ApplicationKinds shown={kind} />
      <DashboardSection titleId={`${kind}-applications-title`} title={title}>
        <FilterBar
          statuses={Object.keys(applicationMoves)}
          filter={filter}
          onFilter={(next) => onView({ kind: view.kind, ...next })}
          onExport={(f) => downloadCsv(applicationsPath(kind), apiQuery(f), applicationsFile(kind))}
        />
        {list.isPending ? (
          <RowSkeleton />
        ) : list.isError ? (
          <LoadError
            what="the applications"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.applications.length === 0 ? (
          <p>No applications match.</p>
        ) : (
          <>
            <ul aria-label={title} className={stackGap3}>
              {list.data.applications.map((application) => (
                <li
                  key={application.id}
                  aria-label={nameOf(kind, application)}
                  className={rowStyle}
                >
                  <div className={barStyle}>
                    <Link
                      to="/admin/applications/$kind/$id"
                      params={{ kind, id: String(application.id) }}
                      className={strongText}
                    >
                      {nameOf(kind, application)}
                    </Link>
                    <span className={mutedSmallText}>
                      {dateTime.format(new Date(application.createdAt))}
                    </span>
                    <ApplicationStatusBadge application={application} />
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
            <Pager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              noun="applications"
              onPage={(page) => onView({ ...view, page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </DashboardSection>
    </>
  )
}

/** Where an application stands, and who last handled it. */
function ApplicationStatusBadge({ application }: { application: StaffApplication }) {
  return (
    <>
      <Badge size="sm" tone={application.status === 'new' ? 'accent' : 'neutral'}>
        {application.status}
      </Badge>
      {application.handledBy && (
        <span className={mutedSmallText}>handled by {application.handledBy}</span>
      )}
    </>
  )
}

/** One application by its kind and number (decision 074): the link in the staff e-mail. */
export function ApplicationRecord({ kind, id }: { kind: ApplicationKind; id: number }) {
  const application = useApplication(kind, id)
  return (
    <DashboardSection titleId="application-title" title={`${applicationNouns[kind]} #${id}`}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <Link
          to="/admin/applications"
          search={kind === 'volunteer' ? {} : { kind }}
          className={css({ fontWeight: '600', color: 'primary.fg' })}
        >
          ← All {applicationTitles[kind].toLowerCase()}
        </Link>
        {application.isPending ? (
          <RowSkeleton />
        ) : application.isError ? (
          <LoadError
            what="the application"
            error={application.error}
            onRetry={() => void application.refetch()}
          />
        ) : (
          <>
            <div className={barStyle}>
              <span className={strongText}>{nameOf(kind, application.data)}</span>
              <span className={mutedSmallText}>
                {dateTime.format(new Date(application.data.createdAt))}
              </span>
              <ApplicationStatusBadge application={application.data} />
            </div>
            <ApplicationFields application={application.data} />
            <ApplicationEditor
              key={`${application.data.status}:${application.data.notes}`}
              kind={kind}
              application={application.data}
            />
          </>
        )}
      </div>
    </DashboardSection>
  )
}

interface SubscribersSectionProps {
  /** Status, search and page, from the page's URL (decision 074). */
  filter: ListFilter
  /** A new view of the list: a new entry in the browser's history. */
  onFilter: (filter: ListFilter) => void
}

/** /admin/subscribers: who is on the mailing list, from which forms; unsubscribe on request. */
export function SubscribersSection({ filter, onFilter }: SubscribersSectionProps) {
  const list = useSubscribers(filter)
  const unsubscribe = useStaffUnsubscribe()
  return (
    <DashboardSection titleId="subscribers-title" title="Subscribers">
      <FilterBar
        statuses={[['pending', 'unconfirmed'], 'confirmed', 'unsubscribed']}
        filter={filter}
        onFilter={onFilter}
        onExport={(f) => downloadCsv('/api/admin/subscribers', apiQuery(f), 'subscribers.csv')}
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
      {list.data && list.data.total > 0 && (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="subscribers"
          onPage={(page) => onFilter({ ...filter, page: page > 1 ? page : undefined })}
        />
      )}
    </DashboardSection>
  )
}
