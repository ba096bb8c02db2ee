import { createFileRoute } from '@tanstack/react-router'
import { hasPermission } from '#core/staff-roles'
import { outboxQueryOptions } from '~/features/admin/api/get-outbox'
import { AdminPage } from '~/features/admin/components/admin-page'
import { OutboxSection } from '~/features/admin/components/outbox-section'
import { StripeWebhookSection } from '~/features/admin/components/stripe-webhook-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/settings')({
  // The loader travels with the component, keeping the admin queries out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  head: () => seo({ title: 'Settings and health · Admin' }),
  // Starts the fetches with the route's code, for the roles the page is for; not awaited, so
  // each section shows its skeletons (SPEC). The API checks the role too.
  loader: ({ context }) => {
    if (!context.user || !hasPermission(context.user.roles, 'settings')) return
    void context.queryClient.prefetchQuery(outboxQueryOptions)
  },
  component: () => (
    <AdminPage title="Settings and health" permission="settings">
      <OutboxSection />
      <StripeWebhookSection />
    </AdminPage>
  ),
})
