import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { headingH1 } from '~/components/ui/typography'

export function StoreHeader() {
  return (
    <header className={css({ mb: '8', maxW: '3xl' })}>
      <h1 className={headingH1}>{m.shop_store_title()}</h1>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '2' })}>
        {m.shop_store_lead()}
      </p>
    </header>
  )
}
