import { useMutation } from '@tanstack/react-query'
import type { VolunteerApplication } from '#core/schemas/volunteer'
import { apiRequest } from '~/lib/api-request'

export function submitVolunteerApplication(application: VolunteerApplication) {
  return apiRequest<{ id: number }>('POST', '/api/volunteer', application)
}

export function useSubmitVolunteerApplication() {
  return useMutation({ mutationFn: submitVolunteerApplication })
}
