import { createFileRoute } from '@tanstack/react-router'
import { recordId } from '~/features/admin/api/search-params'
import { AdminPage } from '~/features/admin/components/admin-page'
import { GiftRecord } from '~/features/admin/components/donations-section'
import { seo } from '~/lib/seo'

/** One gift by its number (decision 074): the link in staff e-mails and in a colleague's chat. */
export const Route = createFileRoute('/_authed/admin/gifts_/$id')({
  head: ({ params }) => seo({ title: `Gift #${params.id} · Admin` }),
  component: GiftPage,
})

function GiftPage() {
  const { id } = Route.useParams()
  return (
    <AdminPage permission="gifts">
      <GiftRecord id={recordId(id)} />
    </AdminPage>
  )
}
