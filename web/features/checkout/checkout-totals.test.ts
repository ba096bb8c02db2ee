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
      subtotal: 39.98,
      shipping: 5.99,
      total: 45.97,
    })
  })

  it('ships standard free at a subtotal of exactly $50', () => {
    expect(checkoutTotals([line(25, 2)], 'standard')).toEqual({
      subtotal: 50,
      shipping: 0,
      total: 50,
    })
  })

  it('always charges $14.99 for express', () => {
    expect(checkoutTotals([line(34.99, 2)], 'express').total).toBe(84.97)
  })

  it('shows no shipping for an empty cart', () => {
    expect(checkoutTotals([], 'express')).toEqual({ subtotal: 0, shipping: 0, total: 0 })
  })
})
