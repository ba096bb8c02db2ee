import { type FormEvent, type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import type * as v from 'valibot'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { useSchemaForm } from '~/lib/use-schema-form'

export interface CardField {
  /**
   * The field the API is sent; `es.label` is `label` inside `es`, an object of optional texts
   * (a fact's Spanish, decision 079) sent whole.
   */
  name: string
  label: string
  kind?: 'text' | 'multiline' | 'email' | 'tel' | 'url' | 'date' | 'number' | 'checkbox'
  /** The language typed in it, when not the screen's: the browser checks its spelling in it. */
  lang?: string
}

export type CardValues = Record<string, string | boolean>

type Value = string | number | boolean | null
type Values = Record<string, Value | Record<string, string>>

/**
 * What the API is sent: numbers as numbers, an empty optional phone or link as null. A field
 * inside an object (`es.label`) is left out when empty, as not written yet, and the object is
 * null when nothing in it is written.
 */
function sent(fields: CardField[], values: CardValues): Values {
  const out: Values = {}
  const groups: Record<string, Record<string, string>> = {}
  for (const field of fields) {
    const value = values[field.name] ?? ''
    const [group, inner] = field.name.split('.')
    if (group && inner) {
      groups[group] ??= {}
      const text = String(value).trim()
      if (text) groups[group][inner] = text
    } else if (field.kind === 'number') out[field.name] = Number(value)
    else if (field.kind === 'tel' || field.kind === 'url') {
      out[field.name] = String(value).trim() || null
    } else out[field.name] = value
  }
  for (const [group, written] of Object.entries(groups)) {
    out[group] = Object.keys(written).length > 0 ? written : null
  }
  return out
}

/**
 * The fields of one dashboard card, to add or to change (decision 034), checked with the API's
 * own schema before they are sent: a wrong field shows its message and takes the focus.
 */
export function CardForm({
  label,
  fields,
  schema,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string
  fields: CardField[]
  schema: v.GenericSchema
  initial: CardValues
  submitLabel: string
  pending: boolean
  onSubmit: (values: Values) => void
  onCancel: () => void
}) {
  const { values, set, errors, validate, formRef } = useSchemaForm(schema, initial, (values) =>
    sent(fields, values),
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (validate()) onSubmit(sent(fields, values))
  }

  return (
    <form
      ref={formRef}
      aria-label={label}
      onSubmit={submit}
      noValidate
      className={css({
        display: 'grid',
        gap: '3',
        p: '5',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
      })}
    >
      {fields.map((field) =>
        field.kind === 'checkbox' ? (
          <CheckboxField
            key={field.name}
            label={field.label}
            checked={values[field.name] === true}
            onChange={(e) => set(field.name, e.target.checked)}
          />
        ) : field.kind === 'multiline' ? (
          <TextareaField
            key={field.name}
            label={field.label}
            lang={field.lang}
            rows={3}
            error={errors[field.name]}
            value={String(values[field.name] ?? '')}
            onChange={(e) => set(field.name, e.target.value)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            lang={field.lang}
            type={field.kind === 'number' ? 'text' : (field.kind ?? 'text')}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            error={errors[field.name]}
            value={String(values[field.name] ?? '')}
            onChange={(e) => set(field.name, e.target.value)}
          />
        ),
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/** Edit and Remove under a card; Remove asks once more before it acts. */
export function CardActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string
  onEdit: () => void
  /** Absent for a card that cannot be removed (an organisation fact). */
  onRemove?: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '3' })}>
      <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {!onRemove ? null : confirming ? (
        <>
          <Button size="sm" tone="danger" onClick={onRemove}>
            Remove {name}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      )}
    </div>
  )
}

/** Keeps the list below the adder (its button or its open form) at the same distance. */
const aboveTheList = css({ mb: '6' })

/** "Add a <what>": a button that opens the card's empty form above the list. */
export function CardAdder({
  what,
  fields,
  schema,
  initial,
  pending,
  save,
}: {
  what: string
  fields: CardField[]
  /** The API's schema for a new card. */
  schema: v.GenericSchema
  initial: CardValues
  pending: boolean
  save: (values: Values, done: () => void) => void
}) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <Button size="sm" variant="outline" className={aboveTheList} onClick={() => setOpen(true)}>
        Add a {what}
      </Button>
    )
  }
  return (
    <div className={aboveTheList}>
      <CardForm
        label={`Add a ${what}`}
        fields={fields}
        schema={schema}
        initial={initial}
        submitLabel={`Add ${what}`}
        pending={pending}
        onSubmit={(values) => save(values, () => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </div>
  )
}

/** A card with Edit (the card becomes its form) and, when it can go, Remove under it. */
export function EditableCard({
  what,
  name,
  fields,
  schema,
  initial,
  pending,
  save,
  remove,
  children,
}: {
  what: string
  name: string
  fields: CardField[]
  /** The API's schema for a change to a card. */
  schema: v.GenericSchema
  initial: CardValues
  pending: boolean
  save: (values: Values, done: () => void) => void
  remove?: () => void
  children: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  if (editing) {
    return (
      <CardForm
        label={`Edit ${name}`}
        fields={fields}
        schema={schema}
        initial={initial}
        submitLabel={`Save ${what}`}
        pending={pending}
        onSubmit={(values) => save(values, () => setEditing(false))}
        onCancel={() => setEditing(false)}
      />
    )
  }
  return (
    <>
      {children}
      <CardActions name={name} onEdit={() => setEditing(true)} onRemove={remove} />
    </>
  )
}
