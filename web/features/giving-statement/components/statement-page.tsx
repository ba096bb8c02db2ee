import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import type { GivingStatement } from '#core/schemas/giving-statement'
import { LoadError } from '~/components/blocks/load-error'
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
  visuallyHidden,
} from '~/components/ui/typography'
import { useSession } from '~/lib/session'
import { type StatementLink, statementPdfUrl, statementQueryOptions } from '../api/get-statement'

/** A date as the organisation's calendar has it: the one that put the gift in this year. */
const shortDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  })

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', py: '1.5', pe: '3', borderBottomWidth: '1px' },
  '& td.num, & th.num': { textAlign: 'end' },
})

/**
 * /giving-statement?year= (decision 040): the year's gifts for the tax return, printable and as a
 * PDF. Signed in it is the account's own; from the e-mailed link (email + token) a donor needs no
 * account.
 */
export function StatementPage({ year, link }: { year: number; link: StatementLink | null }) {
  // Until the session is known, a signed-in donor must not be asked to log in.
  const { user, isPending: sessionPending } = useSession()
  const statement = useQuery({
    ...statementQueryOptions(year, link),
    enabled: link !== null || !!user,
  })
  if (!link && sessionPending) {
    return <Spinner size="lg" label="Loading your statement…" showLabel />
  }
  if (!link && !user) {
    return (
      <PrintableDocument>
        <h1 className={headingH2}>Giving statement {year}</h1>
        <p>
          Sign in to see the statement of the gifts you made with your account, or use the link in
          your statement email.
        </p>
        <div>
          <ButtonLink to="/auth" search={{ redirect: `/giving-statement?year=${year}` }}>
            Log In
          </ButtonLink>
        </div>
      </PrintableDocument>
    )
  }
  if (statement.isPending) return <Spinner size="lg" label="Loading your statement…" showLabel />
  if (statement.isError) {
    return (
      <PrintableDocument>
        <h1 className={headingH2}>Statement unavailable</h1>
        <LoadError
          what="the statement"
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      </PrintableDocument>
    )
  }
  return <Statement statement={statement.data} pdfUrl={statementPdfUrl(year, link)} />
}

function Statement({ statement, pdfUrl }: { statement: GivingStatement; pdfUrl: string }) {
  const { organization: org, totals } = statement
  return (
    <PrintableDocument>
      <header className={css({ display: 'grid', gap: '1' })}>
        <p className={css({ fontWeight: '800', fontSize: 'xl' })}>{org.legalName}</p>
        <p className={mutedText}>{org.address}</p>
        <p className={mutedText}>EIN: {org.ein}</p>
      </header>
      <h1 className={headingH2}>Giving statement {statement.year}</h1>
      <p>
        Donor: {statement.donor.name} ({statement.donor.email})
      </p>
      {statement.gifts.length === 0 ? (
        <p>No gifts were received from you in {statement.year}.</p>
      ) : (
        <table className={table}>
          <caption className={visuallyHidden}>Gifts in {statement.year}</caption>
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Date</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col" className="num">
                Refunded
              </th>
              <th scope="col" className="num">
                Deductible
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.gifts.map((gift) => (
              <tr key={gift.receipt}>
                <td>
                  {gift.receipt}
                  {gift.dedication ? ` (${gift.dedication})` : ''}
                </td>
                <td>{shortDate(gift.date, statement.timeZone)}</td>
                <td className="num">{formatDollars(gift.amount)}</td>
                <td className="num">{formatDollars(gift.refunded)}</td>
                <td className="num">{formatDollars(gift.deductible)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={css({ fontWeight: '800' })}>
              <th scope="row">Total</th>
              <td />
              <td className="num">{formatDollars(totals.given)}</td>
              <td className="num">{formatDollars(totals.refunded)}</td>
              <td className="num">{formatDollars(totals.deductible)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className={strongText}>{statement.statement}</p>
      {statement.purchases.length > 0 && (
        <section aria-labelledby="purchases-title" className={stackGap2}>
          <h2 id="purchases-title" className={headingH3}>
            Shop purchases (not deductible)
          </h2>
          <p className={mutedSmallText}>Goods were received for these, so they are not gifts.</p>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col" className="num">
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.purchases.map((purchase) => (
                <tr key={purchase.orderId}>
                  <td>#{purchase.orderId}</td>
                  <td>{shortDate(purchase.date, statement.timeZone)}</td>
                  <td className="num">{formatDollars(purchase.total)}</td>
                  <td className="num">{formatDollars(purchase.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className={mutedSmallText}>
        {org.legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue
        Code. Please keep this statement with your tax records.
      </p>
      {statement.disclosure && <p className={mutedSmallText}>{statement.disclosure}</p>}
      <div data-print="hide" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={() => window.print()}>Print Statement</Button>
        <a
          href={pdfUrl}
          download
          className={css({ alignSelf: 'center', fontWeight: '700', textDecoration: 'underline' })}
        >
          Download PDF
        </a>
      </div>
    </PrintableDocument>
  )
}
