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
  // The router reads `?q=2024` as a number: a search for it is still a search.
  const q = typeof search.q === 'number' ? String(search.q) : search.q
  if (typeof q === 'string' && q.trim() && q.length <= 100) result.q = q
  return result
}
