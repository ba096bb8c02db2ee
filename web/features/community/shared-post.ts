import { forumLimits } from '#core/schemas/forum'
import type { SharedIntoApp } from './community-search'

/**
 * A new forum post from what another app shared (issue 36): its title, and its text with the
 * link (unless the text already holds it, as many apps send it), as much as a post holds.
 */
export function sharedPost({ title = '', text, url }: SharedIntoApp) {
  const link = url && !text?.includes(url) ? url : undefined
  return {
    title: title.slice(0, forumLimits.titleMax),
    content: [text, link].filter(Boolean).join('\n').slice(0, forumLimits.postMax),
  }
}
