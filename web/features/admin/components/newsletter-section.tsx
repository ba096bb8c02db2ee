import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import type { Locale } from '#core/locale'
import { type NewsletterAudience, NewsletterDraftSchema } from '#core/schemas/newsletter'
import { LoadError } from '~/components/blocks/load-error'
import { Badge, type BadgeProps } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3, stackGap4, wrapRow } from '~/components/ui/stack'
import { SelectField, TextareaField, TextField } from '~/components/ui/text-field'
import { mutedSmallText, strongText, visuallyHidden } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  inProgress,
  type Newsletter,
  useNewsletterAction,
  useNewsletters,
  usePreview,
  useSaveDraft,
} from '../api/newsletters'
import { DashboardSection, SectionSubheading } from './dashboard-section'
import {
  NewsletterSpanishFields,
  newsletterSpanishDraft,
  newsletterSpanishErrors,
  newsletterSpanishFromDraft,
} from './newsletter-spanish-fields'
import { RowSkeleton } from './row-skeleton'

const statuses: Record<Newsletter['status'], { label: string; tone: BadgeProps['tone'] }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sending: { label: 'Sending', tone: 'accent' },
  paused: { label: 'Paused', tone: 'danger' },
  sent: { label: 'Sent', tone: 'success' },
}

/** Who a newsletter goes to (decision 061), as staff choose it and see it in the list. */
const audiences: Record<NewsletterAudience, { option: string; send: string; confirm: string }> = {
  subscribers: {
    option: 'Newsletter subscribers',
    send: 'Send to subscribers…',
    confirm: 'every confirmed subscriber',
  },
  sponsors: {
    option: 'Current sponsors (term update)',
    send: 'Send to sponsors…',
    confirm: 'every current student sponsor',
  },
}

/** Compose, preview, test, send: the newsletter being written (a draft once saved). */
function Composer({ editing, onSaved }: { editing?: Newsletter; onSaved: (id: number) => void }) {
  const form = useSchemaForm(
    NewsletterDraftSchema,
    {
      subject: editing?.subject ?? '',
      body: editing?.body ?? '',
      audience: editing?.audience ?? ('subscribers' as NewsletterAudience),
      es: newsletterSpanishDraft(editing?.es),
    },
    (values) => ({ ...values, es: newsletterSpanishFromDraft(values.es) }),
  )
  const { values, errors, register } = form
  const [previewing, setPreviewing] = useState<Locale | undefined>()
  const [confirming, setConfirming] = useState(false)
  const save = useSaveDraft()
  const action = useNewsletterAction()
  const preview = usePreview(previewing ? editing?.id : undefined, previewing)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // What staff typed is saved as typed; the schema's trimmed copy is only the check.
    if (!form.validate()) return
    const draft = { ...values, es: newsletterSpanishFromDraft(values.es) }
    save.mutate({ id: editing?.id, draft }, { onSuccess: (row) => onSaved(row.id) })
  }

  const togglePreview = (locale: Locale) =>
    setPreviewing((shown) => (shown === locale ? undefined : locale))

  return (
    <div className={stackGap4}>
      <form ref={form.formRef} onSubmit={submit} noValidate className={stackGap4}>
        <SelectField
          label="Send to"
          helperText={
            values.audience === 'sponsors'
              ? 'A term update about a cohort, or about one child with no name, photo, school or anything else that could identify them. Each copy ends with the sponsor’s link to change, pause or end their sponsorship.'
              : 'Each copy ends with its own unsubscribe link.'
          }
          {...register('audience')}
        >
          {Object.entries(audiences).map(([value, { option }]) => (
            <option key={value} value={value}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField label="Subject" error={errors.subject} {...register('subject')} />
        <TextareaField
          label="Message"
          rows={10}
          error={errors.body}
          helperText="Markdown: **bold**, # Heading, - list, [link text](https://…)"
          {...register('body')}
        />
        <NewsletterSpanishFields
          draft={values.es}
          onChange={(es) => form.set('es', es)}
          errors={newsletterSpanishErrors(errors)}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save changes' : 'Save draft'}
          </Button>
          {editing && (
            <>
              <Button type="button" variant="outline" onClick={() => togglePreview('en')}>
                {previewing === 'en' ? 'Hide preview' : 'Preview'}
              </Button>
              {editing.es && (
                <Button type="button" variant="outline" onClick={() => togglePreview('es')}>
                  {previewing === 'es' ? 'Hide Spanish preview' : 'Preview in Spanish'}
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                disabled={action.isPending}
                onClick={() => action.mutate({ id: editing.id, action: 'test' })}
              >
                Send test to me
              </Button>
              <Button type="button" tone="danger" onClick={() => setConfirming(true)}>
                {audiences[editing.audience].send}
              </Button>
            </>
          )}
        </div>
      </form>
      {editing && confirming && (
        <fieldset
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
        >
          <legend className={visuallyHidden}>Confirm sending</legend>
          <p>
            Send “{editing.subject}” to {audiences[editing.audience].confirm}? Save your changes
            first.
          </p>
          <Button
            tone="danger"
            disabled={action.isPending}
            onClick={() => {
              action.mutate({ id: editing.id, action: 'send' })
              setConfirming(false)
            }}
          >
            Send now
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </fieldset>
      )}
      {previewing &&
        (preview.data ? (
          <iframe
            title={previewing === 'es' ? 'Newsletter preview in Spanish' : 'Newsletter preview'}
            srcDoc={preview.data.html}
            sandbox=""
            className={css({ w: 'full', h: '96', borderWidth: '1px', borderRadius: 'lg' })}
          />
        ) : (
          <Skeleton className={css({ h: '96' })} />
        ))}
    </div>
  )
}

function Progress({ newsletter }: { newsletter: Newsletter }) {
  const total = newsletter.recipients ?? 0
  const done = newsletter.sent + newsletter.failed
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <progress
        value={done}
        max={Math.max(total, 1)}
        aria-label={`Progress of “${newsletter.subject}”`}
        className={css({ w: 'full', h: '3' })}
      />
      <p className={mutedSmallText}>
        {newsletter.sent} of {total} sent
        {newsletter.failed > 0 ? `, ${newsletter.failed} failed` : ''}
        {newsletter.queued < total ? ` (${newsletter.queued} queued so far)` : ''}
      </p>
    </div>
  )
}

/**
 * /admin → Newsletter: write, preview, test and send to confirmed subscribers (decision 030), or
 * a term update to current sponsors (decision 061).
 */
export function NewsletterSection() {
  const list = useNewsletters()
  const action = useNewsletterAction()
  const [editingId, setEditingId] = useState<number | undefined>()
  const [composerKey, setComposerKey] = useState(0)
  const editing = list.data?.find((row) => row.id === editingId && row.status === 'draft')

  return (
    <DashboardSection titleId="newsletter-title" title="Newsletter">
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>
        Goes to confirmed subscribers only, or as a term update to current student sponsors only.
      </p>
      <Composer
        key={`${composerKey}-${editing?.id ?? 'new'}`}
        editing={editing}
        onSaved={(id) => setEditingId(id)}
      />
      <SectionSubheading className={css({ textStyle: 'h3', mt: '8', mb: '3' })}>
        Newsletters
      </SectionSubheading>
      {list.isPending ? (
        <RowSkeleton />
      ) : list.isError ? (
        <LoadError what="the newsletters" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p>No newsletters yet.</p>
      ) : (
        <ul aria-label="Newsletters" className={stackGap3}>
          {list.data.map((row) => (
            <li
              key={row.id}
              aria-label={row.subject}
              className={css({
                display: 'grid',
                gap: '2',
                p: '4',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'lg',
              })}
            >
              <div className={wrapRow}>
                <span className={strongText}>{row.subject}</span>
                <Badge size="sm" tone={statuses[row.status].tone}>
                  {statuses[row.status].label}
                </Badge>
                {row.audience === 'sponsors' && (
                  <Badge size="sm" tone="secondary">
                    Sponsors
                  </Badge>
                )}
                {row.es && (
                  <Badge size="sm" tone="neutral">
                    In Spanish too
                  </Badge>
                )}
                {inProgress(row) && <span className={visuallyHidden}>in progress</span>}
              </div>
              {row.status !== 'draft' && <Progress newsletter={row} />}
              <div className={css({ display: 'flex', gap: '2' })}>
                {row.status === 'draft' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setEditingId(row.id)
                      setComposerKey((k) => k + 1)
                    }}
                  >
                    Edit
                  </Button>
                )}
                {row.status === 'sending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ id: row.id, action: 'pause' })}
                  >
                    Pause
                  </Button>
                )}
                {row.status === 'paused' && (
                  <Button
                    size="sm"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ id: row.id, action: 'resume' })}
                  >
                    Resume
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === undefined && editingId !== undefined && (
        <Button
          variant="outline"
          className={css({ mt: '4' })}
          onClick={() => {
            setEditingId(undefined)
            setComposerKey((k) => k + 1)
          }}
        >
          Write a new newsletter
        </Button>
      )}
    </DashboardSection>
  )
}
