import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/components/chrome/site-layout'
import { CartLink } from '~/entities/cart/components/cart-link'
import { AdminShell } from '~/features/admin/components/admin-shell'
import { AdminsOnly } from '~/features/admin/components/admins-only'
import { seo } from '~/lib/seo'
import { useSessionUser } from '~/lib/session'

/**
 * The back office (decision 074): its own frame and a route per task under it. A signed-in
 * visitor who is not on the staff sees the public frame and a plain "Admins only".
 */
export const Route = createFileRoute('/_authed/admin')({
  staticData: { ownFrame: true },
  head: () => seo({ title: 'Admin Dashboard' }),
  component: AdminLayout,
})

function AdminLayout() {
  const user = useSessionUser()
  if (!user?.isAdmin) {
    return (
      <SiteLayout cartLink={<CartLink />}>
        <AdminsOnly />
      </SiteLayout>
    )
  }
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  )
}
