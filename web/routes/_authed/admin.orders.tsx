import { createFileRoute } from '@tanstack/react-router'
import { ordersView } from '~/features/admin/api/list-views'
import { AdminPage } from '~/features/admin/components/admin-page'
import { OrdersSection } from '~/features/admin/components/orders-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/orders')({
  // Filter, search and page live in the URL (decision 074); what cannot be read is dropped.
  validateSearch: ordersView,
  head: () => seo({ title: 'Orders · Admin' }),
  component: OrdersPage,
})

function OrdersPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPage permission="orders">
      <OrdersSection filter={filter} onFilter={(next) => void navigate({ search: next })} />
    </AdminPage>
  )
}
