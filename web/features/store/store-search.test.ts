import { describe, expect, it } from 'vitest'
import { storeSearch } from './store-search'

describe('storeSearch', () => {
  it('keeps known values and drops the rest, so an old or edited link still opens', () => {
    expect(
      storeSearch({ q: 'dino', category: '3D Puzzles', age: '6-7', sort: 'priceAsc' }),
    ).toEqual({ q: 'dino', category: '3D Puzzles', age: '6-7', sort: 'priceAsc' })
    expect(storeSearch({ age: '2-3', sort: 'cheapest', q: 'x'.repeat(201) })).toEqual({})
  })

  it('keeps a search the router read as a number', () => {
    expect(storeSearch({ q: 3 })).toEqual({ q: '3' })
  })
})
