import { createFileRoute } from '@tanstack/react-router'
import { defaultStatementYear, defaultTimeZone } from '#core/calendar-year'
import { m } from '#i18n/messages'
import { StatementPage } from '~/features/giving-statement/components/statement-page'
import { statementSearch } from '~/features/giving-statement/statement-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/giving-statement')({
  validateSearch: statementSearch,
  head: () =>
    seo({
      title: m.giving_statement_title(),
      description: m.giving_statement_description(),
      noIndex: true,
    }),
  component: StatementRoute,
})

function StatementRoute() {
  const { year, email, token } = Route.useSearch()
  // This year's statement, but last year's in January, when donors file for it.
  const shown = year ?? defaultStatementYear(new Date(), defaultTimeZone)
  return <StatementPage year={shown} link={email && token ? { email, token } : null} />
}
