import { describe, expect, it } from 'vitest'
import { orderTotals, roundUpCents, subtotalCents } from './order-totals'

const line = (unitPriceCents: number, quantity: number) => ({ unitPriceCents, quantity })

describe('orderTotals', () => {
  it('sums price × quantity and adds standard shipping below $50.00', () => {
    expect(orderTotals([line(19_99, 2)], 'standard')).toEqual({
      subtotalCents: 39_98,
      shippingCents: 5_99,
      totalCents: 45_97,
    })
  })

  it('ships standard free from a subtotal of exactly $50.00', () => {
    expect(orderTotals([line(25_00, 1), line(12_50, 2)], 'standard')).toEqual({
      subtotalCents: 50_00,
      shippingCents: 0,
      totalCents: 50_00,
    })
  })

  it('always charges express, whatever the subtotal', () => {
    expect(orderTotals([line(34_99, 2)], 'express').totalCents).toBe(84_97)
  })

  it('charges no shipping when nothing in the order is posted', () => {
    expect(orderTotals([line(20_00, 1)], 'standard', false)).toEqual({
      subtotalCents: 20_00,
      shippingCents: 0,
      totalCents: 20_00,
    })
  })

  it('charges no shipping for an empty order', () => {
    expect(orderTotals([], 'express')).toEqual({
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
    })
  })
})

describe('subtotalCents', () => {
  it('adds whole cents, so ten-cent lines never drift', () => {
    expect(subtotalCents([line(10, 1), line(20, 1)])).toBe(30)
    expect(subtotalCents([])).toBe(0)
  })
})

describe('roundUpCents', () => {
  it('gives what rounds a payment up to the next whole dollar', () => {
    expect(roundUpCents(41_97)).toBe(3)
    expect(roundUpCents(41_01)).toBe(99)
    expect(roundUpCents(5_50)).toBe(50)
  })

  it('gives nothing when the payment is already whole dollars', () => {
    expect(roundUpCents(42_00)).toBe(0)
    expect(roundUpCents(0)).toBe(0)
  })
})
