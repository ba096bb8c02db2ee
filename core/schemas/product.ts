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
  /** 'service': not shipped (the storytelling tiers), 'physical' otherwise. */
  kind: 'physical' | 'service'
}

/** GET /api/products/:id adds the gallery (docs/decisions/015); empty when only the main image. */
export interface ProductDetail extends Product {
  images: { url: string; alt: string }[]
}
