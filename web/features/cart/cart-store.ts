import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** A cart line as SPEC §3 stores it in localStorage (`price` in dollars, as the API shows it). */
export interface CartItem {
  productId: number
  quantity: number
  price: number
  name: string
  imageUrl: string
}

interface CartState {
  items: CartItem[]
  /** Adds `quantity` to an existing line for the product, or appends a new line. */
  addItem: (item: Omit<CartItem, 'quantity'>, quantity?: number) => void
  /** Sets a line's quantity; zero or less removes the line. */
  updateQuantity: (productId: number, quantity: number) => void
  removeItem: (productId: number) => void
  clear: () => void
}

/** The localStorage key of SPEC §3. */
export const cartStorageKey = 'cart'

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (item, quantity = 1) =>
        set(({ items }) => {
          const existing = items.find((line) => line.productId === item.productId)
          if (!existing) return { items: [...items, { ...item, quantity }] }
          return {
            items: items.map((line) =>
              line.productId === item.productId
                ? { ...line, quantity: line.quantity + quantity }
                : line,
            ),
          }
        }),
      updateQuantity: (productId, quantity) =>
        set(({ items }) => ({
          items:
            quantity <= 0
              ? items.filter((line) => line.productId !== productId)
              : items.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
        })),
      removeItem: (productId) =>
        set(({ items }) => ({ items: items.filter((line) => line.productId !== productId) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: cartStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
)
