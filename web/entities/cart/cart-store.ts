import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** A cart line as SPEC §3 stores it in localStorage (`price` in dollars, as the API shows it). */
export interface CartItem {
  productId: number
  quantity: number
  price: number
  name: string
  imageUrl: string
  /** Posted to an address (decision 039); absent in carts saved before, which counts as yes. */
  ships?: boolean
}

/** Does anything in the cart need a postal address (and shipping)? */
export function cartShips(items: readonly CartItem[]) {
  return items.some((line) => line.ships !== false)
}

/** A line whose price the catalogue changed since it was added (dollars). */
export interface PriceChange {
  productId: number
  name: string
  from: number
  to: number
}

/** What the cart needs from a catalogue product to refresh a line. */
export interface CataloguePrice {
  id: number
  price: number
  name: string
  imageUrl: string
  ships?: boolean
}

interface CartState {
  items: CartItem[]
  /** Adds `quantity` to an existing line for the product, or appends a new line. */
  addItem: (item: Omit<CartItem, 'quantity'>, quantity?: number) => void
  /** Sets a line's quantity; zero or less removes the line. */
  updateQuantity: (productId: number, quantity: number) => void
  removeItem: (productId: number) => void
  clear: () => void
  /**
   * Takes the catalogue's current price (and name and image) for every line, so a price changed
   * on the server is shown before checkout rather than charged by surprise. Returns the changes.
   */
  refreshPrices: (catalogue: readonly CataloguePrice[]) => PriceChange[]
}

/** The localStorage key of SPEC §3. */
export const cartStorageKey = 'cart'

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
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
      refreshPrices: (catalogue) => {
        const byId = new Map(catalogue.map((product) => [product.id, product]))
        const changes: PriceChange[] = []
        let touched = false
        const items = get().items.map((line) => {
          const current = byId.get(line.productId)
          if (!current) return line
          if (current.price !== line.price) {
            changes.push({
              productId: line.productId,
              name: current.name,
              from: line.price,
              to: current.price,
            })
          }
          const ships = current.ships ?? line.ships
          if (
            current.price === line.price &&
            current.name === line.name &&
            current.imageUrl === line.imageUrl &&
            ships === line.ships
          ) {
            return line
          }
          touched = true
          return {
            ...line,
            price: current.price,
            name: current.name,
            imageUrl: current.imageUrl,
            ships,
          }
        })
        if (touched) set({ items })
        return changes
      },
    }),
    {
      name: cartStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
)
