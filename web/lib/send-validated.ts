import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from './api-request'

interface ValidatedForm<Output> {
  validate: () => Output | null
  reset: () => void
}

interface Sender<Output> {
  mutate: (
    value: Output,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void
}

/**
 * The submit of an application form (volunteer, program): check it with its schema, send it,
 * then the success toast, a reset and `onDone`, or SPEC's 'Error submitting form' toast with the
 * server's reason. Nothing is sent while a field is invalid (the field says why).
 */
export function sendValidated<Output>(
  form: ValidatedForm<Output>,
  sender: Sender<Output>,
  success: { title: string; description: string },
  onDone?: (value: Output) => void,
) {
  const value = form.validate()
  if (!value) return
  sender.mutate(value, {
    onSuccess: () => {
      toaster.create({ ...success, type: 'success' })
      form.reset()
      onDone?.(value)
    },
    onError: (error) =>
      toaster.create({
        title: m.form_error_title(),
        description: errorMessage(error),
        type: 'error',
      }),
  })
}
