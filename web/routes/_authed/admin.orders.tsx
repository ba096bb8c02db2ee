import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { OrdersSection } from '~/features/admin/components/orders-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/orders')({
  head: () => seo({ title: 'Orders · Admin' }),
  component: () => (
    <AdminPage permission="orders">
      <OrdersSection />
    </AdminPage>
  ),
})
