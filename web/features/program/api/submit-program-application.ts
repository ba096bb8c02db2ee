import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import type { ProgramApplication } from '../../../../core/schemas/program-application'

export function submitProgramApplication(application: ProgramApplication) {
  return apiRequest<{ id: number }>('POST', '/api/program-applications', application)
}

export function useSubmitProgramApplication() {
  return useMutation({ mutationFn: submitProgramApplication })
}
