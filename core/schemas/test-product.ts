import type { Product } from './product'

/**
 * A catalogue product for tests of code that reads products (filters, structured data, related
 * products): plain defaults, whatever a test cares about in `overrides`. One place to add a field
 * the API grows.
 */
export function testProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    description: `Description of product ${id}`,
    price: 10,
    category: 'Logic Games',
    imageUrl: `/images/products/${id}.svg`,
    featured: false,
    inStock: true,
    stock: 5,
    kind: 'physical',
    ships: true,
    kickoffCall: false,
    image: null,
    facts: null,
    ...overrides,
  }
}
