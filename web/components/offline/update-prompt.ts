import { toaster } from '~/components/ui/toaster'

/** The "A new version is available" toast; Reload hands over to the new build (lib/offline/service-worker). */
export function showUpdatePrompt(reload: () => void) {
  toaster.create({
    type: 'info',
    title: 'A new version is available',
    description: 'Reload to start using it.',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: reload },
  })
}
