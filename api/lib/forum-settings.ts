import type { Env } from '../env'

/** The forum's spam brakes for new accounts (docs/decisions/021), read once from the environment. */
export interface ForumSettings {
  /** How long an account counts as new; its writing in that time is never linkified. */
  newAccountHours: number
  newAccountPosts: number
  newAccountComments: number
}

export function forumSettings(env: Env): ForumSettings {
  return {
    newAccountHours: env.FORUM_NEW_ACCOUNT_HOURS,
    newAccountPosts: env.FORUM_NEW_ACCOUNT_POSTS,
    newAccountComments: env.FORUM_NEW_ACCOUNT_COMMENTS,
  }
}
