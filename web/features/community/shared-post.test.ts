import { describe, expect, it } from 'vitest'
import { forumLimits } from '#core/schemas/forum'
import { communitySearch, sharedIntoApp } from './community-search'
import { sharedPost } from './shared-post'

describe('what another app shares into the installed one', () => {
  it("reads the share target's title, text and link from the address, trimmed", () => {
    const search = communitySearch({
      title: ' Tangram night ',
      text: 'Look',
      url: 'https://x.org/a',
    })
    expect(search).toEqual({ title: 'Tangram night', text: 'Look', url: 'https://x.org/a' })
    expect(sharedIntoApp(search)).toEqual({
      title: 'Tangram night',
      text: 'Look',
      url: 'https://x.org/a',
    })
  })

  it('finds nothing shared in an ordinary visit, or in blank parts', () => {
    expect(sharedIntoApp(communitySearch({ tab: 'forum', q: 'puzzles' }))).toBeUndefined()
    expect(sharedIntoApp(communitySearch({ title: '  ', text: '', url: ' ' }))).toBeUndefined()
  })

  it('keeps a shared number as text, and cuts what no post could hold', () => {
    expect(communitySearch({ title: 2024 })).toEqual({ title: '2024' })
    expect(communitySearch({ text: 'x'.repeat(9000) }).text).toHaveLength(5000)
  })

  it('puts the link under the text, once: many apps send it inside the text already', () => {
    expect(sharedPost({ title: 'T', text: 'Look at this', url: 'https://x.org/a' })).toEqual({
      title: 'T',
      content: 'Look at this\nhttps://x.org/a',
    })
    expect(sharedPost({ text: 'Look at https://x.org/a', url: 'https://x.org/a' })).toEqual({
      title: '',
      content: 'Look at https://x.org/a',
    })
    expect(sharedPost({ url: 'https://x.org/a' })).toEqual({
      title: '',
      content: 'https://x.org/a',
    })
  })

  it('fills a post only as far as the forum takes it', () => {
    const post = sharedPost({
      title: 't'.repeat(500),
      text: 'w'.repeat(5000),
      url: 'https://x.org',
    })
    expect(post.title).toHaveLength(forumLimits.titleMax)
    expect(post.content).toHaveLength(forumLimits.postMax)
  })
})
