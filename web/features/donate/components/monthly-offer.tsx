import { useState } from 'react'
import { css } from 'styled-system/css'
import { givingLevel } from '#core/constants'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { strongText } from '~/components/ui/typography'

const box = css({
  display: 'grid',
  gap: '3',
  p: '4',
  rounded: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg.muted',
})

/**
 * After a one-time choice, one plain offer to make it monthly (issue 32): what the same amount
 * does each month, that it can be changed or cancelled at any time, and two equal answers. It
 * changes nothing until the donor says yes, and "No thanks" puts it away for good.
 */
export function MonthlyOffer({ amount, onAccept }: { amount: number; onAccept: () => void }) {
  const [declined, setDeclined] = useState(false)
  if (declined) return null
  const level = givingLevel(amount)
  const dollars = formatDollars(amount)
  return (
    <section aria-label={m.giving_make_it_monthly()} className={box}>
      <p>
        <span className={strongText}>{m.giving_make_it_monthly()}</span>{' '}
        {level
          ? m.giving_monthly_offer_impact({ amount: dollars, impact: level.impact })
          : m.giving_monthly_offer_plan({ amount: dollars })}{' '}
        {m.giving_monthly_offer_change()}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" onClick={onAccept}>
          {m.giving_monthly_offer_accept({ amount: dollars })}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeclined(true)}>
          {m.giving_no_thanks()}
        </Button>
      </div>
    </section>
  )
}
