import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'

/** SPEC §2: the empty result, with a way back to the whole catalogue. */
export function StoreEmpty({ onClear }: { onClear: () => void }) {
  return (
    <div
      className={css({
        display: 'grid',
        justifyItems: 'center',
        gap: '4',
        py: '16',
        px: '6',
        rounded: 'xl',
        bg: 'bg.muted',
        textAlign: 'center',
      })}
    >
      <p className={css({ fontSize: 'lg', fontWeight: '600' })}>
        No products found matching your criteria.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  )
}
