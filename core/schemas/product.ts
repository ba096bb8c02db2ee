import type { ProductFacts } from '../product-facts'

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
  /** Posted to an address: checkout asks for one only when a line ships (decision 039). */
  ships: boolean
  /** A storytelling tier with a kickoff call, whose time is chosen at checkout (decision 062). */
  kickoffCall: boolean
  /** An uploaded photo in several widths and formats, for `<picture>`; null for the built-in art. */
  image: ProductImageSet | null
  /** Ages, pieces, size, what is in the box, skills (core/product-facts.ts); null if none yet. */
  facts: ProductFacts | null
  /** On a Spanish answer, the words staff have not written in Spanish, shown in English. */
  untranslated?: ProductTextField[]
}

/** `srcset`s of one uploaded image (decision 033): AVIF, WebP and a JPEG fallback. */
export interface ProductImageSet {
  /** The largest JPEG: `<img src>`, and the cart's thumbnail. */
  src: string
  /** Of the largest variant, for the `<img>`'s width and height (no layout shift). */
  width: number
  height: number
  avif: string
  webp: string
  jpeg: string
}

/** GET /api/products/:id adds the gallery (docs/decisions/015); empty when only the main image. */
export interface ProductDetail extends Product {
  /** Each picture's description in the language asked for, or English, marked (decision 079). */
  images: { url: string; alt: string; untranslated?: 'alt'[] }[]
}

/** The words of a product staff write in Spanish too (decision 079); the rest is the same. */
export const productTextFields = ['name', 'description', 'size', 'inTheBox', 'skills'] as const
export type ProductTextField = (typeof productTextFields)[number]

/** A product's words in Spanish, each optional: a missing one is shown in English. */
export interface ProductSpanish {
  name?: string
  description?: string
  size?: string
  inTheBox?: string[]
  skills?: string[]
}

/** A gallery picture's description in Spanish (decision 079): missing, it is read in English. */
export interface ProductImageSpanish {
  alt?: string
}
