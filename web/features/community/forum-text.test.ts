import { describe, expect, it } from 'vitest'
import { splitLinks } from './forum-text'

describe('splitLinks', () => {
  it('finds http and https links and leaves the rest as text', () => {
    expect(splitLinks('See https://example.org/guide?x=1, then http://a.b/c.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/guide?x=1', href: 'https://example.org/guide?x=1' },
      { text: ', then ' },
      { text: 'http://a.b/c', href: 'http://a.b/c' },
      { text: '.' },
    ])
  })

  it('never makes a link of other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      '<a href="x">x</a>',
      'data:text/html,hi',
      'www.x.org',
    ]) {
      expect(splitLinks(text)).toEqual([{ text }])
    }
  })
})
