import { describe, expect, it } from 'vitest'
import { donateSearch } from './donate-search'

describe('donateSearch', () => {
  it('keeps a usable amount and type from a home card', () => {
    expect(donateSearch({ amount: '35.5', type: 'monthly' })).toEqual({
      amount: 35.5,
      type: 'monthly',
    })
    expect(donateSearch({ amount: 100 })).toEqual({ amount: 100 })
  })

  it('drops what it cannot use instead of failing the page', () => {
    expect(donateSearch({ amount: 'abc', type: 'weekly' })).toEqual({})
    expect(donateSearch({ amount: '-5' })).toEqual({})
    expect(donateSearch({ amount: '0' })).toEqual({})
    expect(donateSearch({ amount: '1e9' })).toEqual({})
  })
})
