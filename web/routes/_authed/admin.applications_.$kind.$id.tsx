import { createFileRoute, notFound } from '@tanstack/react-router'
import { applicationKinds } from '~/features/admin/api/list-views'
import { recordId } from '~/features/admin/api/search-params'
import { AdminPage } from '~/features/admin/components/admin-page'
import { ApplicationRecord } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

/**
 * One application by its kind and number (decision 074): the link in the staff e-mail that
 * tells of it, and in a colleague's chat.
 */
export const Route = createFileRoute('/_authed/admin/applications_/$kind/$id')({
  params: {
    parse: ({ kind, id }) => {
      const known = applicationKinds.find((value) => value === kind)
      if (!known) throw notFound()
      return { kind: known, id }
    },
    stringify: ({ kind, id }) => ({ kind, id }),
  },
  head: ({ params }) => seo({ title: `Application #${params.id} · Admin` }),
  component: ApplicationPage,
})

function ApplicationPage() {
  const { kind, id } = Route.useParams()
  return (
    <AdminPage permission="applications">
      <ApplicationRecord kind={kind} id={recordId(id)} />
    </AdminPage>
  )
}
