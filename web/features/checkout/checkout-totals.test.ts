import { describe, expect, it } from 'vitest'
import { checkoutTotals } from './checkout-totals'

const line = (price: number, quantity: number) => ({
  productId: price * 100,
  price,
  quantity,
  name: 'Puzzle',
  imageUrl: '/p.svg',
})

describe('checkout totals', () => {
  it('charges $5.99 standard shipping below $50 and adds it to the total', () => {
    expect(checkoutTotals([line(19.99, 2)], 'standard')).toEqual({
      ships: true,
      subtotal: 39.98,
      shipping: 5.99,
      total: 45.97,
    })
  })

  it('ships standard free at a subtotal of exactly $50', () => {
    expect(checkoutTotals([line(25, 2)], 'standard')).toEqual({
      ships: true,
      subtotal: 50,
      shipping: 0,
      total: 50,
    })
  })

  it('always charges $14.99 for express', () => {
    expect(checkoutTotals([line(34.99, 2)], 'express').total).toBe(84.97)
  })

  it('shows no shipping for an empty cart', () => {
    expect(checkoutTotals([], 'express')).toEqual({
      ships: false,
      subtotal: 0,
      shipping: 0,
      total: 0,
    })
  })

  it('charges no shipping when nothing in the cart is posted (a storytelling service)', () => {
    const service = { ...line(49, 1), ships: false }
    expect(checkoutTotals([service], 'express')).toEqual({
      ships: false,
      subtotal: 49,
      shipping: 0,
      total: 49,
    })
    // A cart saved before `ships` existed counts as posted.
    expect(checkoutTotals([service, line(10, 1)], 'express').shipping).toBe(14.99)
  })
})
