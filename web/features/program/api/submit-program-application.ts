import { useMutation } from '@tanstack/react-query'
import type { ProgramApplication } from '#core/schemas/program-application'
import { apiRequest } from '~/lib/api-request'

export function submitProgramApplication(application: ProgramApplication) {
  return apiRequest<{ id: number }>('POST', '/api/program-applications', application)
}

export function useSubmitProgramApplication() {
  return useMutation({ mutationFn: submitProgramApplication })
}
