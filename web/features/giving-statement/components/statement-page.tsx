import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import type { GivingStatement } from '#core/schemas/giving-statement'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { LoadError } from '~/components/blocks/load-error'
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
  visuallyHidden,
} from '~/components/ui/typography'
import { useSession } from '~/lib/session'
import { type StatementLink, statementPdfUrl, statementQueryOptions } from '../api/get-statement'

/** A date as the organisation's calendar has it: the one that put the gift in this year. */
const shortDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString(languageTag[getLocale()], {
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
    return <Spinner size="lg" label={m.giving_loading_statement()} showLabel />
  }
  if (!link && !user) {
    return (
      <PrintableDocument>
        <h1 className={headingH2}>{m.giving_statement_heading({ year })}</h1>
        <p>{m.giving_statement_sign_in()}</p>
        <div>
          <ButtonLink to="/auth" search={{ redirect: `/giving-statement?year=${year}` }}>
            {m.giving_log_in()}
          </ButtonLink>
        </div>
      </PrintableDocument>
    )
  }
  if (statement.isPending) {
    return <Spinner size="lg" label={m.giving_loading_statement()} showLabel />
  }
  if (statement.isError) {
    return (
      <PrintableDocument>
        <h1 className={headingH2}>{m.giving_statement_unavailable()}</h1>
        <LoadError
          what={m.giving_the_statement()}
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
        <p className={mutedText}>{m.giving_ein({ ein: org.ein })}</p>
      </header>
      <h1 className={headingH2}>{m.giving_statement_heading({ year: statement.year })}</h1>
      <p>
        {m.giving_statement_donor({ name: statement.donor.name, email: statement.donor.email })}
      </p>
      {statement.gifts.length === 0 ? (
        <p>{m.giving_no_gifts({ year: statement.year })}</p>
      ) : (
        <table className={table}>
          <caption className={visuallyHidden}>
            {m.giving_gifts_in({ year: statement.year })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.giving_receipt()}</th>
              <th scope="col">{m.giving_date()}</th>
              <th scope="col" className="num">
                {m.giving_amount()}
              </th>
              <th scope="col" className="num">
                {m.giving_refunded()}
              </th>
              <th scope="col" className="num">
                {m.giving_deductible()}
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
              <th scope="row">{m.giving_total()}</th>
              <td />
              <td className="num">{formatDollars(totals.given)}</td>
              <td className="num">{formatDollars(totals.refunded)}</td>
              <td className="num">{formatDollars(totals.deductible)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {/* The API's legal sentence, said in the page's language. */}
      {statement.statement && (
        <LegalText
          className={strongText}
          text={(locale) => m.giving_legal_no_goods({}, { locale })}
        />
      )}
      {statement.purchases.length > 0 && (
        <section aria-labelledby="purchases-title" className={stackGap2}>
          <h2 id="purchases-title" className={headingH3}>
            {m.giving_shop_purchases()}
          </h2>
          <p className={mutedSmallText}>{m.giving_shop_purchases_note()}</p>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{m.giving_order()}</th>
                <th scope="col">{m.giving_date()}</th>
                <th scope="col" className="num">
                  {m.giving_total()}
                </th>
                <th scope="col" className="num">
                  {m.giving_refunded()}
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
      <LegalText
        className={mutedSmallText}
        text={(locale) => m.giving_legal_tax_exempt_statement({ name: org.legalName }, { locale })}
      />
      {statement.disclosure && <p className={mutedSmallText}>{statement.disclosure}</p>}
      <div data-print="hide" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={() => window.print()}>{m.giving_print_statement()}</Button>
        <a
          href={pdfUrl}
          download
          className={css({ alignSelf: 'center', fontWeight: '700', textDecoration: 'underline' })}
        >
          {m.giving_download_pdf()}
        </a>
      </div>
    </PrintableDocument>
  )
}
