import { useMutation } from '@tanstack/react-query'
import type { VolunteerApplication } from '#core/schemas/volunteer'
import { api, send } from '~/lib/api-client'

export function submitVolunteerApplication(application: VolunteerApplication) {
  return send(api.volunteer.$post({ json: application }))
}

export function useSubmitVolunteerApplication() {
  return useMutation({ mutationFn: submitVolunteerApplication })
}
