import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { donationTexts, tributeDedicationTexts } from '#core/donation-facts'
import { languageTag } from '#core/locale'
import { centsToDollars, formatDollars, formatWholeDollars } from '#core/money'
import {
  acknowledgementThresholdCents,
  type DonationPaymentMethod,
  type DonationReceipt,
} from '#core/schemas/donation'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { PrintableDocument } from '~/components/blocks/printable-document'
import { LegalText } from '~/components/giving/legal-text'
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
  new Date(iso).toLocaleDateString(languageTag[getLocale()], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  })

const methodNames: Record<DonationPaymentMethod, () => string> = {
  card: m.giving_method_card,
  bank: m.giving_method_bank,
  paypal: m.giving_method_paypal,
  cheque: m.giving_method_check,
}

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
        <p className={mutedText}>{m.giving_ein({ ein: org.ein })}</p>
      </header>
      <h1 className={headingH2}>{m.giving_receipt_heading({ id: receipt.id })}</h1>
      <dl>
        <Row term={m.giving_donor()}>{receipt.donorName}</Row>
        <Row term={m.giving_date()}>{longDate(receipt.date, receipt.timeZone)}</Row>
        <Row term={monthly ? m.giving_monthly_amount() : m.giving_amount()}>
          {formatDollars(receipt.amount)}
        </Row>
        {receipt.coveredFee > 0 && (
          <Row term={m.giving_covered_fee()}>{formatDollars(receipt.coveredFee)}</Row>
        )}
        {receipt.tribute && (
          <Row term={m.giving_tribute_dedication()}>
            {tributeDedicationTexts[receipt.tribute.kind]({ name: receipt.tribute.name })}
          </Row>
        )}
        {receipt.refunded > 0 && (
          <>
            <Row term={m.giving_refunded()}>{formatDollars(receipt.refunded)}</Row>
            <Row term={m.giving_amount_given()}>
              {formatDollars(receipt.amount - receipt.refunded)}
            </Row>
          </>
        )}
        <Row term={m.giving_gift()}>
          {monthly ? m.giving_monthly_gift() : m.giving_one_time_gift()}
        </Row>
        <Row term={m.giving_payment_method()}>{methodNames[receipt.paymentMethod]()}</Row>
        {receipt.status === 'cancelled' && (
          <Row term={m.giving_status()}>{m.giving_monthly_gift_canceled()}</Row>
        )}
      </dl>
      {monthly && receipt.payments.length > 0 && (
        <section aria-labelledby="payments-title" className={stackGap2}>
          <h2 id="payments-title" className={headingH3}>
            {m.giving_payments_received()}
          </h2>
          <table className={css({ w: 'full', '& th, & td': { textAlign: 'start', py: '1' } })}>
            <thead>
              <tr>
                <th scope="col">{m.giving_receipt()}</th>
                <th scope="col">{m.giving_date()}</th>
                <th scope="col">{m.giving_amount()}</th>
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
      {/* The API's legal sentences (always the one, the other from $250), said in the page's language. */}
      {receipt.statement && (
        <LegalText
          className={strongText}
          text={(locale) => m.giving_legal_no_goods({}, { locale })}
        />
      )}
      {receipt.acknowledgement && (
        <LegalText
          text={(locale) =>
            m.giving_legal_acknowledgement(
              { amount: formatWholeDollars(centsToDollars(acknowledgementThresholdCents), locale) },
              { locale },
            )
          }
        />
      )}
      <LegalText
        className={mutedSmallText}
        text={(locale) => m.giving_legal_tax_exempt_receipt({ name: org.legalName }, { locale })}
      />
      {receipt.disclosure && <p className={mutedSmallText}>{receipt.disclosure}</p>}
      <div data-print="hide" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={() => window.print()}>{m.giving_print_receipt()}</Button>
        <ButtonLink to="/" variant="outline">
          {m.giving_return_home()}
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
      <Notice title={m.giving_payment_not_completed()}>
        <p>{m.giving_redirect_failed()}</p>
        <div>
          <ButtonLink to="/donate">{m.giving_try_again()}</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (id === null || token === undefined || receipt.isError) {
    return (
      <Notice title={m.giving_receipt_unavailable()}>
        <p role="alert">
          {receipt.isError ? errorMessage(receipt.error) : donationTexts.receiptLinkInvalid()}
        </p>
        <p>{m.giving_receipt_help()}</p>
      </Notice>
    )
  }
  if (receipt.isPending) {
    return <Spinner size="lg" showLabel label={m.giving_loading_receipt()} />
  }

  const { status } = receipt.data
  if (status === 'pending' || status === 'processing') {
    return (
      <Notice title={m.giving_payment_processing_title()}>
        <p role="status">
          {status === 'processing'
            ? m.giving_payment_processing_bank({ amount: formatDollars(receipt.data.amount) })
            : m.giving_payment_waiting({ amount: formatDollars(receipt.data.amount) })}
        </p>
        <Spinner label={m.giving_waiting_for_payment()} showLabel />
      </Notice>
    )
  }
  if (status === 'failed') {
    return (
      <Notice title={m.giving_payment_not_completed()}>
        <p>{m.giving_payment_failed_text()}</p>
        <div>
          <ButtonLink to="/donate">{m.giving_try_again()}</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (status === 'cancelled' && receipt.data.payments.length === 0) {
    return (
      <Notice title={m.giving_gift_canceled()}>
        <p>{m.giving_gift_canceled_text()}</p>
        <div>
          <ButtonLink to="/donate">{m.giving_donate_title()}</ButtonLink>
        </div>
      </Notice>
    )
  }
  if (status === 'pledged') {
    return (
      <Notice title={m.giving_pledge_title({ id: receipt.data.id })}>
        <p>
          {receipt.data.type === 'monthly'
            ? m.giving_pledge_not_receipt_monthly({ amount: formatDollars(receipt.data.amount) })
            : m.giving_pledge_not_receipt({ amount: formatDollars(receipt.data.amount) })}
        </p>
      </Notice>
    )
  }
  return <PaidReceipt receipt={receipt.data} />
}
