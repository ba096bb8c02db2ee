import { createFileRoute } from '@tanstack/react-router'
import { AdminsOnly } from '~/features/admin/components/admins-only'
import { PackingSlip } from '~/features/admin/components/packing-slip'
import { seo } from '~/lib/seo'
import { useSessionUser } from '~/lib/session'

export const Route = createFileRoute('/_authed/admin_/orders/$id/packing-slip')({
  head: ({ params }) => seo({ title: `Packing slip #${params.id}` }),
  component: PackingSlipRoute,
})

function PackingSlipRoute() {
  const user = useSessionUser()
  const { id } = Route.useParams()
  if (!user?.isAdmin) return <AdminsOnly />
  return <PackingSlip id={Number(id)} />
}
