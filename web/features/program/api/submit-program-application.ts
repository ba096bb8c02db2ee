import { useMutation } from '@tanstack/react-query'
import type { ProgramApplication } from '#core/schemas/program-application'
import { api, send } from '~/lib/api-client'

export function submitProgramApplication(application: ProgramApplication) {
  return send(api['program-applications'].$post({ json: application }))
}

export function useSubmitProgramApplication() {
  return useMutation({ mutationFn: submitProgramApplication })
}
