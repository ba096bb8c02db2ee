import { m } from '#i18n/messages'
import type { ForumAuthor } from './schemas/forum'

/** The first character, whole even when it is an emoji or an accented letter built of two. */
function firstCharacter(text: string): string {
  return Array.from(text.trim())[0] ?? ''
}

/**
 * How the forum names an author (SPEC §6): first name and last initial ('Sarah M.'), else the
 * username. Never the e-mail. Someone who deleted their account and kept their posts is a
 * "former member" (decision 088), in the reader's language.
 */
export function forumAuthor(person: {
  firstName: string
  lastName: string
  username: string
  erased?: boolean
}): ForumAuthor {
  if (person.erased) return { displayName: m.community_former_member(), initials: '?' }
  const first = person.firstName.trim()
  const lastInitial = firstCharacter(person.lastName).toUpperCase()
  if (first) {
    return {
      displayName: lastInitial ? `${first} ${lastInitial}.` : first,
      initials: `${firstCharacter(first)}${lastInitial}`.toUpperCase(),
    }
  }
  return {
    displayName: person.username,
    initials: firstCharacter(person.username).toUpperCase(),
  }
}
