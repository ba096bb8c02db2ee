import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { communitySearch, sharedIntoApp } from '~/features/community/community-search'
import { CommunityPage } from '~/features/community/components/community-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/community')({
  validateSearch: communitySearch,
  head: () =>
    seo({
      title: m.community_title(),
      description: m.community_description(),
    }),
  component: RouteComponent,
})

function RouteComponent() {
  const search = Route.useSearch()
  const shared = sharedIntoApp(search)
  const navigate = Route.useNavigate()
  return (
    <CommunityPage
      tab={search.tab ?? (shared ? 'forum' : 'resources')}
      shared={shared}
      // Once the new post holds what was shared, the address forgets it: a reload is a new page.
      onSharedTaken={() => void navigate({ search: { tab: 'forum' }, replace: true })}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      search={search.q}
      onSearch={(next) => void navigate({ search: { tab: 'forum', q: next || undefined } })}
    />
  )
}
