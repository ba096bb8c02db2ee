import { css, cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { PageHero } from '~/components/blocks/page-hero'
import * as Tabs from '~/components/ui/tabs'
import type { CommunityTab, SharedIntoApp } from '../community-search'
import { ForumTab } from './forum-tab'
import { ResourcesTab } from './resources-tab'
import { UpcomingEvents } from './upcoming-events'

// On a phone the two long tab names share the row and may wrap instead of overflowing it.
const phoneTab = css({
  flex: { base: '1', sm: 'initial' },
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  h: { base: 'auto', sm: '10' },
  minH: '10',
  py: { base: '1.5', sm: '0' },
  lineHeight: '1.2',
})

interface CommunityPageProps {
  tab: CommunityTab
  onTabChange: (tab: CommunityTab) => void
  /** The forum search in the URL, if any. */
  search?: string | undefined
  onSearch: (search: string) => void
  /** What another app shared into this one, for a new post. */
  shared?: SharedIntoApp | undefined
  onSharedTaken?: () => void
}

/** /community (members): resources and the forum as tabs kept in the URL, events beside them. */
export function CommunityPage({
  tab,
  onTabChange,
  search,
  onSearch,
  shared,
  onSharedTaken,
}: CommunityPageProps) {
  return (
    <>
      <PageHero title={m.community_title()} palette="meadow">
        {m.community_lead()}
      </PageHero>
      <div
        className={cx(
          section({ width: '7xl', spacing: 'sm' }),
          css({
            display: 'grid',
            gap: '10',
            gridTemplateColumns: { base: '1fr', lg: '3fr 1fr' },
            alignItems: 'start',
          }),
        )}
      >
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as CommunityTab)}
          lazyMount
          className={css({ minW: '0' })}
        >
          <Tabs.List
            aria-label={m.community_sections()}
            className={css({ w: { base: 'full', sm: 'fit-content' } })}
          >
            <Tabs.Trigger value="resources" className={phoneTab}>
              {m.community_tab_resources()}
            </Tabs.Trigger>
            <Tabs.Trigger value="forum" className={phoneTab}>
              {m.community_tab_forum()}
            </Tabs.Trigger>
            <Tabs.Indicator />
          </Tabs.List>
          <Tabs.Content value="resources">
            <ResourcesTab />
          </Tabs.Content>
          <Tabs.Content value="forum">
            <ForumTab
              search={search}
              onSearch={onSearch}
              shared={shared}
              onSharedTaken={onSharedTaken}
            />
          </Tabs.Content>
        </Tabs.Root>
        <UpcomingEvents />
      </div>
    </>
  )
}
