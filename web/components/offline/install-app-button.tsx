import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { useInstallPrompt } from '~/lib/offline/install-prompt'

/** "Install the app", shown only where the browser offers installing it (beforeinstallprompt). */
export function InstallAppButton({ className }: { className?: string }) {
  const { available, install } = useInstallPrompt()
  if (!available) return null
  return (
    <Button
      variant="outline"
      tone="neutral"
      size="sm"
      className={className}
      onClick={() => void install()}
    >
      {m.install_app()}
    </Button>
  )
}
