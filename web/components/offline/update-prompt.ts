import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'

/** The "A new version is available" toast; Reload hands over to the new build (lib/offline/service-worker). */
export function showUpdatePrompt(reload: () => void) {
  toaster.create({
    type: 'info',
    title: m.update_title(),
    description: m.update_text(),
    duration: Number.POSITIVE_INFINITY,
    action: { label: m.update_action(), onClick: reload },
  })
}
