import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { tributeKindLabels } from '#core/donation-facts'
import { formatDollars } from '#core/money'
import {
  type DonationPaymentMethod,
  type DonationReceipt,
  donationMessages,
} from '#core/schemas/donation'
import { PrintableDocument } from '~/components/blocks/printable-document'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap2 } from '~/components/ui/stack'
import {
  headingH2,
  headingH3,
  mutedSmallText,
  mutedText,
  strongText,
} from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { receiptQueryOptions } from '../api/get-receipt'

/** A date as the organisation's calendar has it (the one its statements use). */
const longDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  })

const methodNames = {
  card: 'Card',
  bank: 'US bank account',
  paypal: 'PayPal',
  cheque: 'Check',
} as const satisfies Record<DonationPaymentMethod, string>

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PrintableDocument>
      <h1 className={headingH2}>{title}</h1>
      {children}
    </PrintableDocument>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        gap: '4',
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <dt className={mutedText}>{term}</dt>
      <dd className={css({ fontWeight: '600', textAlign: 'end' })}>{children}</dd>
    </div>
  )
}

function PaidReceipt({ receipt }: { receipt: DonationReceipt }) {
  const { organization: org } = receipt
  const monthly = receipt.type === 'monthly'
  return (
    <PrintableDocument>
      <header className={css({ display: 'grid', gap: '1' })}>
        <p className={css({ fontWeight: '800', fontSize: 'xl' })}>{org.legalName}</p>
        <p className={mutedText}>{org.address}</p>
        <p className={mutedText}>EIN: {org.ein}</p>
      </header>
      <h1 className={headingH2}>Donation receipt #{receipt.id}</h1>
      <dl>
        <Row term="Donor">{receipt.donorName}</Row>
        <Row term="Date">{longDate(receipt.date, receipt.timeZone)}</Row>
        <Row term={monthly ? 'Monthly amount' : 'Amount'}>{formatDollars(receipt.amount)}</Row>
        {receipt.coveredFee > 0 && (
          <Row term="Of which you added for processing fees">
            {formatDollars(receipt.coveredFee)}
          </Row>
        )}
        {receipt.tribute && (
          <Row term="Dedication">
            {tributeKindLabels[receipt.tribute.kind]} {receipt.tribute.name}
          </Row>
        )}
        {receipt.refunded > 0 && (
          <>
            <Row term="Refunded">{formatDollars(receipt.refunded)}</Row>
            <Row term="Amount given">{formatDollars(receipt.amount - receipt.refunded)}</Row>
          </>
        )}
        <Row term="Gift">{monthly ? 'Monthly gift' : 'One-time gift'}</Row>
        <Row term="Payment method">{methodNames[receipt.paymentMethod]}</Row>
        {receipt.status === 'cancelled' && <Row term="Status">Monthly gift canceled</Row>}
      </dl>
      {monthly && receipt.payments.length > 0 && (
        <section aria-labelledby="payments-title" className={stackGap2}>
          <h2 id="payments-title" className={headingH3}>
            Payments received
          </h2>
          <table className={css({ w: 'full', '& th, & td': { textAlign: 'start', py: '1' } })}>
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {receipt.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>
                    #{receipt.id}-{payment.id}
                  </td>
                  <td>{longDate(payment.paidAt, receipt.timeZone)}</td>
                  <td>{formatDollars(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className={strongText}>{receipt.statement}</p>
      {receipt.acknowledgement && <p>{receipt.acknowledgement}</p>}
      <p className={mutedSmallText}>
        {org.legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue
        Code. Please keep this receipt for your tax records.
      </p>
      {receipt.disclosure && <p className={mutedSmallText}>{receipt.disclosure}</p>}
      <div data-print="hide" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={() => window.print()}>Print Receipt</Button>
        <ButtonLink to="/" variant="outline">
          Return Home
        </ButtonLink>
      </div>
    </PrintableDocument>
  )
}

/** /donations/:id/receipt?token=…: the printable acknowledgment behind the e-mailed link. */
export function ReceiptPage(props: { id: number | null; token?: string; redirectFailed?: true }) {
  const { id, token, redirectFailed } = props
  const receipt = useQuery({
    ...receiptQueryOptions(id ?? 0, token ?? ''),
    enabled: id !== null && token !== undefined && !redirectFailed,
    retry: false,
  })

  if (redirectFailed) {
    return (
      <Notice title="Payment not completed">
        <p>Your payment did not go through, and nothing was charged.</p>
        <div>
          <ButtonLink to="/donate">Try Again</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (id === null || token === undefined || receipt.isError) {
    return (
      <Notice title="Receipt unavailable">
        <p role="alert">
          {receipt.isError ? errorMessage(receipt.error) : donationMessages.receiptLinkInvalid}
        </p>
        <p>Every receipt email carries its own link. Need help? Reply to that email.</p>
      </Notice>
    )
  }
  if (receipt.isPending) return <Spinner size="lg" showLabel label="Loading your receipt..." />

  const { status } = receipt.data
  if (status === 'pending' || status === 'processing') {
    return (
      <Notice title="Your payment is being processed">
        <p role="status">
          {status === 'processing'
            ? `Your bank is processing your payment of ${formatDollars(receipt.data.amount)}, which takes a few business days. Your receipt is emailed once it clears, and this page shows it.`
            : `We are waiting for your payment of ${formatDollars(receipt.data.amount)} to complete. This page updates on its own, and your receipt is emailed as soon as it does.`}
        </p>
        <Spinner label="Waiting for payment..." showLabel />
      </Notice>
    )
  }
  if (status === 'failed') {
    return (
      <Notice title="Payment not completed">
        <p>This payment did not go through, and nothing was charged.</p>
        <div>
          <ButtonLink to="/donate">Try Again</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (status === 'cancelled' && receipt.data.payments.length === 0) {
    return (
      <Notice title="Gift canceled">
        <p>This gift was canceled before any payment, and nothing was charged.</p>
        <div>
          <ButtonLink to="/donate">Make a Donation</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (status === 'pledged') {
    return (
      <Notice title={`Pledge #${receipt.data.id}`}>
        <p>
          This is a pledge of {formatDollars(receipt.data.amount)}
          {receipt.data.type === 'monthly' ? ' a month' : ''}, not a receipt: nothing has been
          received yet. A receipt is emailed once your gift arrives.
        </p>
      </Notice>
    )
  }
  return <PaidReceipt receipt={receipt.data} />
}
