import { createFileRoute } from '@tanstack/react-router'
import { recordId } from '~/features/admin/api/search-params'
import { AdminPage } from '~/features/admin/components/admin-page'
import { OrderRecord } from '~/features/admin/components/orders-section'
import { seo } from '~/lib/seo'

/** One order by its number (decision 074): the link in staff e-mails and in a colleague's chat. */
export const Route = createFileRoute('/_authed/admin/orders_/$id')({
  head: ({ params }) => seo({ title: `Order #${params.id} · Admin` }),
  component: OrderPage,
})

function OrderPage() {
  const { id } = Route.useParams()
  return (
    <AdminPage permission="orders">
      <OrderRecord id={recordId(id)} />
    </AdminPage>
  )
}
