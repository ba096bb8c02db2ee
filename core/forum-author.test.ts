import { describe, expect, it } from 'vitest'
import { forumAuthor } from './forum-author'

describe('forumAuthor', () => {
  it('shows the first name and last initial, with both initials for the avatar', () => {
    expect(forumAuthor({ firstName: 'Sarah', lastName: 'mitchell', username: 'sarah_m' })).toEqual({
      displayName: 'Sarah M.',
      initials: 'SM',
    })
  })

  it('falls back to the username when there is no first name', () => {
    expect(forumAuthor({ firstName: ' ', lastName: 'Kim', username: 'david_k' })).toEqual({
      displayName: 'david_k',
      initials: 'D',
    })
  })

  it('shows the first name alone when there is no last name', () => {
    expect(forumAuthor({ firstName: 'Elena', lastName: '', username: 'ms_alvarez' })).toEqual({
      displayName: 'Elena',
      initials: 'E',
    })
  })

  it('keeps a character made of two code units whole', () => {
    expect(forumAuthor({ firstName: '𝒜da', lastName: 'Émile', username: 'ada' })).toEqual({
      displayName: '𝒜da É.',
      initials: '𝒜É',
    })
  })

  it('names a person who deleted their account and kept their posts a former member', () => {
    const erased = { firstName: '', lastName: '', username: 'former-member-12', erased: true }
    expect(forumAuthor(erased)).toEqual({ displayName: 'Former member', initials: '?' })
    // Erased wins even where a name were somehow left.
    expect(forumAuthor({ ...erased, firstName: 'Dana' }).displayName).toBe('Former member')
  })
})
