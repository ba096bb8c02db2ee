/** A catalogue product as the API serves it: `price` is in dollars at this edge. */
export interface Product {
  id: number
  name: string
  description: string
  price: number
  category: string
  imageUrl: string
  featured: boolean
  inStock: boolean
  stock: number
}
