import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { communitySearch } from '~/features/community/community-search'
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
  const { tab = 'resources', q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CommunityPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      search={q}
      onSearch={(next) => void navigate({ search: { tab: 'forum', q: next || undefined } })}
    />
  )
}
