import { Button } from '~/components/ui/button'
import { toaster } from '~/components/ui/toaster'

/** Every back-office list's Export CSV: the download, or a toast saying it failed. */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        download().catch((error: Error) =>
          toaster.create({ type: 'error', title: 'Export failed', description: error.message }),
        )
      }
    >
      Export CSV
    </Button>
  )
}
