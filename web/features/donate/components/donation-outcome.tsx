import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
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

/** After the gift: thanks, what happens next, and the receipt and manage links. */
export function DonationOutcome({ headingId, started, outcome, onAgain }: DonationOutcomeProps) {
  const { created } = started
  const amount = formatDollars(started.amount)
  const gift = started.type === 'monthly' ? `monthly gift of ${amount}` : `gift of ${amount}`

  if (created.status === 'pledged') {
    return (
      <ThankYouPanel
        headingId={headingId}
        title={`Thank you for your pledge, ${started.name}!`}
        againLabel="Make Another Donation"
        onAgain={onAgain}
        actions={<ShareGift />}
      >
        Pledge #{created.id} for your {gift} is recorded. Nothing has been charged.{' '}
        <strong>{created.instructions.message}</strong> We have emailed you these instructions.
      </ThankYouPanel>
    )
  }

  return (
    <ThankYouPanel
      headingId={headingId}
      title={`Thank you, ${started.name}!`}
      againLabel="Make Another Donation"
      onAgain={onAgain}
      actions={<ShareGift />}
    >
      {outcome === 'paid'
        ? `Your ${gift} was received. Your receipt is on its way to your email. `
        : outcome === 'succeeded'
          ? `Your ${gift} was accepted. We email your receipt as soon as Stripe confirms the payment, usually within a minute. `
          : started.paymentMethod === 'bank'
            ? `Your ${gift} is processing at your bank, which takes a few business days. We email your receipt once it clears, or tell you if it does not. `
            : `Your ${gift} is being processed. We email your receipt as soon as it completes. `}
      <a href={created.receiptPath} className={linkStyle}>
        View your receipt
      </a>
      {created.managePath ? (
        <>
          {' · '}
          <a href={created.managePath} className={linkStyle}>
            Manage your monthly gift
          </a>
        </>
      ) : null}
    </ThankYouPanel>
  )
}
