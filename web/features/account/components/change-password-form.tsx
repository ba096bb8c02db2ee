import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { authMessages, ChangePasswordSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import * as Card from '~/components/ui/card'
import { SubmitWithRefusal } from '~/components/ui/form-refusal'
import { selfStart, stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useChangePassword } from '../api/change-password'

const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      () => m.account_passwords_mismatch(),
    ),
    ['confirmPassword'],
  ),
)

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordForm() {
  const form = useSchemaForm(ChangePasswordFormSchema, empty)
  const change = useChangePassword()
  const [refusal, setRefusal] = useState<string | null>(null)
  const { errors, register } = form

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate()
    if (!input) return
    setRefusal(null)
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          toaster.create({
            title: m.account_password_updated(),
            description: m.account_other_devices_signed_out(),
            type: 'success',
          })
          form.reset()
        },
        onError: (error) => {
          const message = errorMessage(error)
          if (message === authMessages.currentPasswordIncorrect) {
            form.setError('currentPassword', message)
            return
          }
          toaster.create({
            title: m.account_password_not_updated(),
            description: message,
            type: 'error',
          })
          // The toast goes away on its own: the reason stays at the new password, or the form.
          if (message === authMessages.commonPassword) form.setError('newPassword', message)
          else setRefusal(message)
        },
      },
    )
  }

  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="change-password-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="change-password-title">{m.account_change_password()}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
            <TextField
              label={m.account_current_password()}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword}
              required
              {...register('currentPassword')}
            />
            <TextField
              label={m.account_new_password()}
              type="password"
              autoComplete="new-password"
              error={errors.newPassword}
              required
              {...register('newPassword')}
            />
            <TextField
              label={m.account_confirm_new_password()}
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword}
              required
              {...register('confirmPassword')}
            />
            {change.isSuccess ? (
              <p role="status" className={css({ color: 'success.fg', fontWeight: '600' })}>
                {m.account_password_changed()}
              </p>
            ) : null}
            <SubmitWithRefusal refusal={refusal} disabled={change.isPending} className={selfStart}>
              {change.isPending ? m.account_updating() : m.account_update_password()}
            </SubmitWithRefusal>
          </form>
        </Card.Body>
      </section>
    </Card.Root>
  )
}
