import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { ThankYouPanel } from '~/components/blocks/thank-you-panel'
import type { CardOutcome } from './card-donation'
import type { DonationStarted } from './donation-form'
import { ShareGift } from './share-gift'

/** 'paid': the server has the money already (a captured PayPal payment): the receipt is queued. */
export type Outcome = CardOutcome | 'pledged' | 'paid'

interface DonationOutcomeProps {
  headingId: string
  started: DonationStarted
  outcome: Outcome
  onAgain: () => void
}

const linkStyle = css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })

/** What the donor is told happened, by outcome, for a one-time or a monthly gift. */
function outcomeText(outcome: Outcome, started: DonationStarted, amount: string) {
  const monthly = started.type === 'monthly'
  if (outcome === 'paid') {
    return monthly ? m.giving_outcome_paid_monthly({ amount }) : m.giving_outcome_paid({ amount })
  }
  if (outcome === 'succeeded') {
    return monthly
      ? m.giving_outcome_succeeded_monthly({ amount })
      : m.giving_outcome_succeeded({ amount })
  }
  if (started.paymentMethod === 'bank') {
    return monthly ? m.giving_outcome_bank_monthly({ amount }) : m.giving_outcome_bank({ amount })
  }
  return monthly
    ? m.giving_outcome_processing_monthly({ amount })
    : m.giving_outcome_processing({ amount })
}

/** After the gift: thanks, what happens next, and the receipt and manage links. */
export function DonationOutcome({ headingId, started, outcome, onAgain }: DonationOutcomeProps) {
  const { created } = started
  const amount = formatDollars(started.amount)

  if (created.status === 'pledged') {
    const id = created.id
    return (
      <ThankYouPanel
        headingId={headingId}
        title={m.giving_thanks_pledge_title({ name: started.name })}
        againLabel={m.giving_make_another()}
        onAgain={onAgain}
        actions={<ShareGift />}
      >
        {started.type === 'monthly'
          ? m.giving_pledge_recorded_monthly({ id, amount })
          : m.giving_pledge_recorded({ id, amount })}{' '}
        <strong>{created.instructions.message}</strong> {m.giving_pledge_emailed()}
      </ThankYouPanel>
    )
  }

  return (
    <ThankYouPanel
      headingId={headingId}
      title={m.giving_thanks_title({ name: started.name })}
      againLabel={m.giving_make_another()}
      onAgain={onAgain}
      actions={<ShareGift />}
    >
      {outcomeText(outcome, started, amount)}{' '}
      <a href={created.receiptPath} className={linkStyle}>
        {m.giving_view_your_receipt()}
      </a>
      {created.managePath ? (
        <>
          {' · '}
          <a href={created.managePath} className={linkStyle}>
            {m.giving_manage_monthly_link()}
          </a>
        </>
      ) : null}
    </ThankYouPanel>
  )
}
