import { createFileRoute } from '@tanstack/react-router'
import { recordId } from '~/features/admin/api/search-params'
import { AdminPage } from '~/features/admin/components/admin-page'
import { ProductRecord } from '~/features/admin/components/catalogue-section'
import { seo } from '~/lib/seo'

/** One product by its number (decision 074): its editor, at an address staff can share. */
export const Route = createFileRoute('/_authed/admin/catalogue_/$id')({
  head: ({ params }) => seo({ title: `Product #${params.id} · Admin` }),
  component: ProductPage,
})

function ProductPage() {
  const { id } = Route.useParams()
  return (
    <AdminPage permission="catalogue">
      <ProductRecord id={recordId(id)} />
    </AdminPage>
  )
}
