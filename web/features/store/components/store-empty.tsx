import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
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
      <p className={css({ fontSize: 'lg', fontWeight: '600' })}>{m.shop_no_products()}</p>
      <Button variant="outline" onClick={onClear}>
        {m.shop_clear_filters()}
      </Button>
    </div>
  )
}
