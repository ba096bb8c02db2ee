import { describe, expect, it } from 'vitest'
import { createAttemptKeys } from './attempt-key'

const order = { items: [{ productId: 1, quantity: 2, price: 19.99 }], total: 45.97 }

describe('checkout attempt keys', () => {
  it('keeps the key when the same order is submitted again', () => {
    const keys = createAttemptKeys()
    const first = keys.keyFor(order)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys.keyFor({ ...order })).toBe(first)
  })

  it('starts a new attempt when the order changes or after a success', () => {
    const keys = createAttemptKeys()
    const first = keys.keyFor(order)
    const changed = keys.keyFor({ ...order, total: 50 })
    expect(changed).not.toBe(first)
    keys.reset()
    expect(keys.keyFor({ ...order, total: 50 })).not.toBe(changed)
  })
})
