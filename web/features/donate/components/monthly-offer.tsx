import { useState } from 'react'
import { css } from 'styled-system/css'
import { givingLevel } from '#core/constants'
import { formatDollars } from '#core/money'
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
    <section aria-label="Make it monthly?" className={box}>
      <p>
        <span className={strongText}>Make it monthly?</span>{' '}
        {level
          ? `${dollars} a month ${level.impact}`
          : `${dollars} a month lets us plan a year of workshops ahead.`}{' '}
        You can change the amount or cancel at any time from the link in your receipt.
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" onClick={onAccept}>
          Give {dollars} Monthly Instead
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeclined(true)}>
          No thanks
        </Button>
      </div>
    </section>
  )
}
