import { type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import {
  type ResourceCreate,
  ResourceCreateSchema,
  ResourceUpdateSchema,
  resourceMessages,
} from '#core/schemas/admin-content'
import { contentTypes } from '#core/schemas/content'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { Prose } from '~/components/ui/prose'
import { stackGap2, wrapRow } from '~/components/ui/stack'
import { SelectField, TextareaField, TextField } from '~/components/ui/text-field'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  type StaffResource,
  useCreateResource,
  useMarkdownPreview,
  useStaffResources,
  useUpdateResource,
} from '../api/resources'
import { DashboardSection } from './dashboard-section'
import {
  type ResourceSpanishDraft,
  ResourceSpanishFields,
  resourceSpanishDraft,
  resourceSpanishErrors,
  resourceSpanishFromDraft,
} from './resource-spanish-fields'
import { RowSkeleton } from './row-skeleton'

const gridStyle = css({ display: 'grid', gap: '3', gridTemplateColumns: { md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: 'span 2' } })
const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })

type Form = {
  title: string
  description: string
  type: string
  hosted: boolean
  slug: string
  link: string
  body: string
  published: boolean
  es: ResourceSpanishDraft
}

const emptyForm: Form = {
  title: '',
  description: '',
  type: 'guide',
  hosted: true,
  slug: '',
  link: '',
  body: '',
  published: false,
  es: resourceSpanishDraft(null),
}

function formOf(resource: StaffResource): Form {
  return {
    title: resource.title,
    description: resource.description,
    type: resource.type,
    hosted: resource.body !== null,
    slug: '',
    link: resource.body === null ? resource.contentUrl : '',
    body: resource.body ?? '',
    published: resource.published,
    es: resourceSpanishDraft(resource.es),
  }
}

/**
 * A resource's fields: a guide hosted here (Markdown, with the page's preview) or a link to
 * another site. Editing keeps a guide a guide and a link a link (decision 032).
 */
function ResourceForm({ resource, onSaved }: { resource?: StaffResource; onSaved?: () => void }) {
  const create = useCreateResource()
  const update = useUpdateResource()
  const preview = useMarkdownPreview()
  const name = resource ? `Edit ${resource.title}` : 'Add a resource'

  /**
   * What the API is sent: the guide's text or the link, and a new guide's chosen address. An
   * edit also sends the Spanish written so far (null when none: that clears it).
   */
  function inputOf(form: Form) {
    const fields = {
      title: form.title,
      description: form.description,
      type: form.type as ResourceCreate['type'],
      published: form.published,
      ...(form.hosted ? { body: form.body } : { link: form.link }),
    }
    if (resource) {
      return { ...fields, es: resourceSpanishFromDraft(form.es, { hosted: form.hosted }) }
    }
    const slug = form.hosted && form.slug.trim() ? { slug: form.slug.trim() } : {}
    return { ...fields, ...slug }
  }
  const {
    values: form,
    set: setValue,
    errors,
    validate,
    reset,
    formRef,
  } = useSchemaForm(
    resource ? ResourceUpdateSchema : ResourceCreateSchema,
    resource ? formOf(resource) : emptyForm,
    inputOf,
  )
  const set =
    <K extends keyof Form>(field: K) =>
    (value: Form[K]) =>
      setValue(field, value)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!validate()) return
    const input = inputOf(form)
    if (resource) {
      update.mutate({ id: resource.id, update: input }, { onSuccess: onSaved })
    } else {
      create.mutate(input, {
        onSuccess: () => reset(),
      })
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={name}
      className={cx(gridStyle, css({ mb: '6' }))}
    >
      <TextField
        label="Title"
        value={form.title}
        error={errors.title}
        onChange={(e) => set('title')(e.target.value)}
      />
      <SelectField label="Type" value={form.type} onChange={(e) => set('type')(e.target.value)}>
        {contentTypes.map((type) => (
          <option key={type} value={type}>
            {type[0]!.toUpperCase() + type.slice(1)}
          </option>
        ))}
      </SelectField>
      <div className={wide}>
        <TextareaField
          label="Description"
          rows={2}
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </div>
      {!resource && (
        <SelectField
          label="Where it lives"
          value={form.hosted ? 'hosted' : 'link'}
          onChange={(e) => set('hosted')(e.target.value === 'hosted')}
        >
          <option value="hosted">A guide hosted here</option>
          <option value="link">A link to another site</option>
        </SelectField>
      )}
      {form.hosted ? (
        <>
          {!resource && (
            <TextField
              label="Address (optional)"
              helperText="/resources/… — made from the title when empty"
              value={form.slug}
              error={errors.slug}
              onChange={(e) => set('slug')(e.target.value)}
            />
          )}
          <div className={wide}>
            <TextareaField
              label="Text (Markdown)"
              helperText="## for a heading, **bold**, - for a list, [words](https://…) for a link"
              rows={10}
              value={form.body}
              error={errors.body}
              onChange={(e) => set('body')(e.target.value)}
            />
          </div>
        </>
      ) : (
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          helperText={resourceMessages.link}
          value={form.link}
          error={errors.link}
          onChange={(e) => set('link')(e.target.value)}
        />
      )}
      {/* Translated once the English is written, as a product's words are (decision 079). */}
      {resource && (
        <ResourceSpanishFields
          draft={form.es}
          onChange={set('es')}
          errors={resourceSpanishErrors(errors)}
          hosted={form.hosted}
        />
      )}
      <div className={wide}>
        <CheckboxField
          label="Published"
          hint="Members see it in the community library"
          checked={form.published}
          onChange={(e) => set('published')(e.target.checked)}
        />
      </div>
      <div className={cx(wide, css({ display: 'flex', gap: '2', flexWrap: 'wrap' }))}>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {resource ? 'Save resource' : 'Add resource'}
        </Button>
        {form.hosted && (
          <Button
            type="button"
            variant="outline"
            disabled={!form.body.trim() || preview.isPending}
            onClick={() => preview.mutate(form.body)}
          >
            Preview
          </Button>
        )}
      </div>
      {form.hosted && preview.data && (
        <section
          aria-label="Preview"
          className={cx(
            wide,
            css({ p: '5', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' }),
          )}
        >
          <Prose html={preview.data.html} />
        </section>
      )}
    </form>
  )
}

/** /admin → Resources: the community library's links and hosted guides, drafts included. */
export function ResourcesSection() {
  const resources = useStaffResources()
  const update = useUpdateResource()
  const [openId, setOpenId] = useState<number | undefined>()
  return (
    <DashboardSection titleId="resources-title" title="Resources">
      <ResourceForm />
      {resources.isPending ? (
        <RowSkeleton />
      ) : resources.isError ? (
        <LoadError
          what="the resources"
          error={resources.error}
          onRetry={() => void resources.refetch()}
        />
      ) : (
        <ul aria-label="Resources" className={stackGap2}>
          {resources.data.map((resource) => (
            <li key={resource.id} aria-label={resource.title} className={rowStyle}>
              <div className={wrapRow}>
                <span className={strongText}>{resource.title}</span>
                {/* A long address breaks anywhere rather than push the row off a narrow screen. */}
                <span className={cx(mutedSmallText, css({ minW: '0', overflowWrap: 'anywhere' }))}>
                  {resource.type} · {resource.contentUrl}
                </span>
                <Badge size="sm" tone={resource.published ? undefined : 'neutral'}>
                  {resource.published ? 'Published' : 'Draft'}
                </Badge>
                <div className={css({ display: 'flex', gap: '2', ms: 'auto' })}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      update.mutate({
                        id: resource.id,
                        update: { published: !resource.published },
                      })
                    }
                  >
                    {resource.published ? 'Unpublish' : 'Publish'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={openId === resource.id}
                    onClick={() =>
                      setOpenId((id) => (id === resource.id ? undefined : resource.id))
                    }
                  >
                    {openId === resource.id ? 'Close' : 'Edit'}
                  </Button>
                </div>
              </div>
              {openId === resource.id && (
                <div className={css({ pt: '3' })}>
                  <ResourceForm resource={resource} onSaved={() => setOpenId(undefined)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
