import { searchText } from '~/lib/search-text'

export const communityTabs = ['resources', 'forum'] as const
export type CommunityTab = (typeof communityTabs)[number]

export interface CommunitySearch {
  tab?: CommunityTab
  /** The forum search (the forum tab), kept in the URL so a search can be shared and revisited. */
  q?: string
}

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function communitySearch(search: Record<string, unknown>): CommunitySearch {
  const result: CommunitySearch = {}
  const tab = communityTabs.find((value) => value === search.tab)
  if (tab) result.tab = tab
  // forumLimits.searchMax: the schema file would bring valibot into the first load.
  const q = searchText(search.q, 100)
  if (q?.trim()) result.q = q
  return result
}
