import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api-request'
import { priceChange } from './place-order'

describe('priceChange', () => {
  const order = { subtotal: 39.98, shipping: 5.99, total: 45.97 }

  it('reads the totals of a price-change 409 as the server counts them', () => {
    const error = new ApiError(409, {
      error: 'Prices have changed. Please review your order.',
      order,
    })
    expect(priceChange(error)).toEqual({
      error: 'Prices have changed. Please review your order.',
      order,
    })
  })

  it('is null for any other refusal, a 409 without totals (stock ran out) too', () => {
    expect(priceChange(new ApiError(409, { error: 'Only 2 left of Robot Kit.' }))).toBeNull()
    expect(priceChange(new ApiError(400, { error: 'Bad request', order }))).toBeNull()
    expect(priceChange(new Error('Network'))).toBeNull()
  })
})
