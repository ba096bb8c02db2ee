import { cartCount } from './cart-selectors'
import { useCartStore } from './cart-store'

export function useCartItems() {
  return useCartStore((state) => state.items)
}

export function useCartCount() {
  return useCartStore((state) => cartCount(state.items))
}

/** The cart's actions; stable references, so reading them never re-renders. */
export function useCartActions() {
  const addItem = useCartStore((state) => state.addItem)
  const updateQuantity = useCartStore((state) => state.updateQuantity)
  const removeItem = useCartStore((state) => state.removeItem)
  const clear = useCartStore((state) => state.clear)
  return { addItem, updateQuantity, removeItem, clear }
}
