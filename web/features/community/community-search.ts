export const communityTabs = ['resources', 'forum'] as const
export type CommunityTab = (typeof communityTabs)[number]

export interface CommunitySearch {
  tab?: CommunityTab
}

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function communitySearch(search: Record<string, unknown>): CommunitySearch {
  const tab = communityTabs.find((value) => value === search.tab)
  return tab ? { tab } : {}
}
