import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '~/features/giving-statement/components/statement-page'
import { statementSearch } from '~/features/giving-statement/statement-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/giving-statement')({
  validateSearch: statementSearch,
  head: () =>
    seo({
      title: 'Giving Statement',
      description: 'Your year-end giving statement.',
      noIndex: true,
    }),
  component: StatementRoute,
})

function StatementRoute() {
  const { year, email, token } = Route.useSearch()
  // Last year's statement by default: the one a tax return needs.
  const shown = year ?? new Date().getFullYear() - 1
  return <StatementPage year={shown} link={email && token ? { email, token } : null} />
}
