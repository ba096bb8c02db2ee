import { describe, expect, it } from 'vitest'
import { restockNeedsLines } from './admin-order'

describe('restockNeedsLines', () => {
  const untouched = { totalCents: 4197, leftCents: 4197 }
  const partly = { totalCents: 4197, leftCents: 2197 }

  it('asks nothing of a refund that restocks nothing', () => {
    expect(restockNeedsLines({ restock: false, amount: 5 }, untouched)).toBe(false)
  })

  it('lets a whole order go back with all its money, typed or left empty', () => {
    expect(restockNeedsLines({ restock: true }, untouched)).toBe(false)
    expect(restockNeedsLines({ restock: true, amount: 41.97 }, untouched)).toBe(false)
  })

  it('asks for the lines when the money is a part, by a cent or after an earlier refund', () => {
    expect(restockNeedsLines({ restock: true, amount: 41.96 }, untouched)).toBe(true)
    expect(restockNeedsLines({ restock: true }, partly)).toBe(true)
    expect(restockNeedsLines({ restock: true, amount: 21.97 }, partly)).toBe(true)
  })

  it('leaves a refund by lines to the lines it names', () => {
    const lines = [{ productId: 1, quantity: 1 }]
    expect(restockNeedsLines({ restock: true, amount: 5, lines }, partly)).toBe(false)
  })
})
