import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { Button } from '~/components/ui/button'
import { CloseIcon } from '~/components/ui/close-icon'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { MailingListSchema } from '../../../../core/schemas/email-signup'
import { useJoinMailingList } from '../api/join-mailing-list'

type Values = { firstName: string; lastName: string; email: string }
type Errors = Partial<Record<keyof Values, string>>

const empty: Values = { firstName: '', lastName: '', email: '' }

function validate(values: Values) {
  const result = v.safeParse(MailingListSchema, values)
  if (result.success) return { output: result.output, errors: {} }
  const nested = v.flatten<typeof MailingListSchema>(result.issues).nested ?? {}
  const errors: Errors = {
    firstName: nested.firstName?.[0],
    lastName: nested.lastName?.[0],
    email: nested.email?.[0],
  }
  return { output: null, errors }
}

/** "Join Our Mailing List": a dialog that closes and resets on success, stays open on error. */
export function MailingListDialog() {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)
  const join = useJoinMailingList()

  function update(name: keyof Values, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) setErrors(validate(next).errors)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const { output, errors: found } = validate(values)
    setErrors(found)
    if (!output) return
    join.mutate(output, {
      onSuccess: () => {
        toaster.create({
          title: 'Thank you for joining!',
          description:
            "You've been added to our mailing list. We'll keep you updated on our mission.",
          type: 'success',
        })
        setOpen(false)
        setValues(empty)
        setErrors({})
        setSubmitted(false)
      },
      onError: (error) => {
        toaster.create({
          title: 'Error signing up',
          description: errorMessage(error),
          type: 'error',
        })
      },
    })
  }

  const field = (name: keyof Values, label: string, type = 'text', autoComplete?: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="lg" variant="outline" tone="secondary">
          Join Our Mailing List
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Join Our Mailing List</Dialog.Title>
            <Dialog.Description>
              News from our workshops a few times a year, and first word when new programs open.
            </Dialog.Description>
            <form
              onSubmit={handleSubmit}
              noValidate
              className={css({ display: 'grid', gap: '4', mt: '5' })}
            >
              <div
                className={css({
                  display: 'grid',
                  gap: '4',
                  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
                })}
              >
                {field('firstName', 'First Name', 'text', 'given-name')}
                {field('lastName', 'Last Name', 'text', 'family-name')}
              </div>
              {field('email', 'Email Address', 'email', 'email')}
              <Button type="submit" size="lg" fullWidth disabled={join.isPending}>
                {join.isPending ? 'Signing Up...' : 'Join Mailing List'}
              </Button>
            </form>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
