import { describe, expect, it } from 'vitest'
import { queryKeyFor } from './cache-updates'

describe('which queries a service-worker cache update refreshes', () => {
  it('maps the catalogue and the library, and nothing else', () => {
    expect(queryKeyFor('https://brightminds.example/api/products')).toEqual(['products'])
    expect(queryKeyFor('https://brightminds.example/api/products/12')).toEqual(['products'])
    expect(queryKeyFor('/api/content/puzzle-night')).toEqual(['content'])
    expect(queryKeyFor('/api/forum/posts')).toBeUndefined()
  })
})
