import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import type { VolunteerApplication } from '../../../../core/schemas/volunteer'

export function submitVolunteerApplication(application: VolunteerApplication) {
  return apiRequest<{ id: number }>('POST', '/api/volunteer', application)
}

export function useSubmitVolunteerApplication() {
  return useMutation({ mutationFn: submitVolunteerApplication })
}
