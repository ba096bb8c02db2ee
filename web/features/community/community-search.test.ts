import { describe, expect, it } from 'vitest'
import { communitySearch } from './community-search'

describe('communitySearch', () => {
  it('keeps a known tab and a search of at most 100 characters', () => {
    expect(communitySearch({ tab: 'forum', q: 'bedtime stories' })).toEqual({
      tab: 'forum',
      q: 'bedtime stories',
    })
    expect(communitySearch({ tab: 'chat', q: '   ' })).toEqual({})
    expect(communitySearch({ q: 'x'.repeat(101) })).toEqual({})
  })

  it('keeps a search the router read as a number', () => {
    expect(communitySearch({ tab: 'forum', q: 2024 })).toEqual({ tab: 'forum', q: '2024' })
  })
})
