import { searchText } from '~/lib/search-text'

export const communityTabs = ['resources', 'forum'] as const
export type CommunityTab = (typeof communityTabs)[number]

/**
 * What another app shared into the installed one (the manifest's `share_target`, issue 36): a
 * link, a page's title, some text. It opens the forum with a new post filled in.
 */
export interface SharedIntoApp {
  title?: string
  text?: string
  url?: string
}

export interface CommunitySearch extends SharedIntoApp {
  tab?: CommunityTab
  /** The forum search (the forum tab), kept in the URL so a search can be shared and revisited. */
  q?: string
}

/** How much of each shared part is kept: more than a post holds, so the form shows the limit. */
const sharedMax = 5000

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function communitySearch(search: Record<string, unknown>): CommunitySearch {
  const result: CommunitySearch = {}
  const tab = communityTabs.find((value) => value === search.tab)
  if (tab) result.tab = tab
  // forumLimits.searchMax: the schema file would bring valibot into the first load.
  const q = searchText(search.q, 100)
  if (q?.trim()) result.q = q
  for (const key of ['title', 'text', 'url'] as const) {
    const value = search[key]
    const shared = typeof value === 'number' ? String(value) : value
    if (typeof shared === 'string' && shared.trim()) result[key] = shared.trim().slice(0, sharedMax)
  }
  return result
}

/** The shared parts of the address, or undefined when nothing was shared. */
export function sharedIntoApp({ title, text, url }: CommunitySearch): SharedIntoApp | undefined {
  return title || text || url ? { title, text, url } : undefined
}
