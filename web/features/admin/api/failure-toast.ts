import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'

/** A mutation's onError: a toast titled with what failed, saying the API's reason. */
export const failed = (title: string) => (error: Error) =>
  toaster.create({ type: 'error', title, description: errorMessage(error) })
