import { beforeEach, describe, expect, it, vi } from 'vitest'

// The store reads localStorage when it is created, so the stub must exist before the import.
const storage = vi.hoisted(() => {
  const data = new Map<string, string>()
  const stub: Storage = {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
  globalThis.localStorage = stub
  return stub
})

import { centsToDollars } from '#core/money'
import { cartCount, cartTotalCents, lineTotal } from './cart-selectors'
import { type CartItem, useCartStore } from './cart-store'
import { syncCartAcrossTabs } from './sync-cart-across-tabs'

const puzzle = {
  productId: 1,
  price: 24.99,
  name: '3D Castle Puzzle',
  imageUrl: '/images/castle.svg',
}
const kit = { productId: 2, price: 49, name: 'Lite DIY Kit', imageUrl: '/images/lite.svg' }

const cart = () => useCartStore.getState()

beforeEach(() => {
  storage.clear()
  cart().clear()
})

describe('cart store', () => {
  it('appends a new line with quantity 1 by default', () => {
    cart().addItem(puzzle)
    expect(cart().items).toEqual([{ ...puzzle, quantity: 1 }])
  })

  it('increases the quantity when the same product is added again', () => {
    cart().addItem(puzzle)
    cart().addItem(puzzle, 2)
    cart().addItem(kit)
    expect(cart().items).toEqual([
      { ...puzzle, quantity: 3 },
      { ...kit, quantity: 1 },
    ])
  })

  it('sets a positive quantity on the matching line only', () => {
    cart().addItem(puzzle)
    cart().addItem(kit)
    cart().updateQuantity(puzzle.productId, 5)
    expect(cart().items.map((line) => line.quantity)).toEqual([5, 1])
  })

  it.each([0, -1])('removes the line when the quantity is set to %i', (quantity) => {
    cart().addItem(puzzle)
    cart().addItem(kit)
    cart().updateQuantity(puzzle.productId, quantity)
    expect(cart().items).toEqual([{ ...kit, quantity: 1 }])
  })

  it('removes a line', () => {
    cart().addItem(puzzle)
    cart().addItem(kit)
    cart().removeItem(kit.productId)
    expect(cart().items).toEqual([{ ...puzzle, quantity: 1 }])
  })

  it('clears the whole cart', () => {
    cart().addItem(puzzle)
    cart().addItem(kit)
    cart().clear()
    expect(cart().items).toEqual([])
  })

  it('saves the items under the localStorage key "cart"', () => {
    cart().addItem(puzzle, 2)
    const saved = JSON.parse(storage.getItem('cart') ?? '{}')
    expect(saved.state).toEqual({ items: [{ ...puzzle, quantity: 2 }] })
  })

  it('takes the catalogue price for each line and reports what changed', () => {
    cart().addItem(puzzle, 2)
    cart().addItem(kit)
    const changes = cart().refreshPrices([
      { id: puzzle.productId, price: 29.99, name: puzzle.name, imageUrl: puzzle.imageUrl },
      { id: kit.productId, price: kit.price, name: 'Lite DIY Kit v2', imageUrl: kit.imageUrl },
    ])
    expect(changes).toEqual([
      { productId: puzzle.productId, name: puzzle.name, from: 24.99, to: 29.99 },
    ])
    expect(cart().items).toEqual([
      { ...puzzle, price: 29.99, quantity: 2 },
      { ...kit, name: 'Lite DIY Kit v2', quantity: 1 },
    ])
  })

  it('leaves the cart untouched when the catalogue agrees', () => {
    cart().addItem(puzzle)
    const before = cart().items
    expect(
      cart().refreshPrices([{ id: 1, price: 24.99, name: puzzle.name, imageUrl: puzzle.imageUrl }]),
    ).toEqual([])
    expect(cart().items).toBe(before)
  })

  it('picks up a cart written by another tab', async () => {
    const target = new EventTarget()
    const stop = syncCartAcrossTabs(target as unknown as Window)
    const items: CartItem[] = [{ ...kit, quantity: 4 }]
    storage.setItem('cart', JSON.stringify({ state: { items }, version: 0 }))
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }))
    await vi.waitFor(() => expect(cart().items).toEqual(items))
    stop()
  })
})

describe('cart selectors', () => {
  const lines: CartItem[] = [
    { ...puzzle, price: 0.1, quantity: 1 },
    { ...kit, price: 0.2, quantity: 1 },
  ]

  it('sums the total in cents so floating point never drifts', () => {
    expect(centsToDollars(cartTotalCents(lines))).toBe(0.3)
    expect(cartTotalCents(lines)).toBe(30)
  })

  it('multiplies price by quantity for the total and a line', () => {
    const items = [
      { ...puzzle, quantity: 3 },
      { ...kit, quantity: 2 },
    ]
    expect(centsToDollars(cartTotalCents(items))).toBe(172.97)
    expect(lineTotal(items[0]!)).toBe(74.97)
  })

  it('counts the quantities, not the lines', () => {
    expect(
      cartCount([
        { ...puzzle, quantity: 3 },
        { ...kit, quantity: 2 },
      ]),
    ).toBe(5)
    expect(cartCount([])).toBe(0)
  })
})
