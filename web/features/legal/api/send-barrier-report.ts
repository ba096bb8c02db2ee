import { useMutation } from '@tanstack/react-query'
import type { BarrierReport } from '#core/schemas/barrier-report'
import { api, send } from '~/lib/api-client'

export function sendBarrierReport(report: BarrierReport) {
  return send(api['accessibility-reports'].$post({ json: report }))
}

export function useSendBarrierReport() {
  return useMutation({ mutationFn: sendBarrierReport })
}
