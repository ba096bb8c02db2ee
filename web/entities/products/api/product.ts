export type { Product, ProductDetail } from '#core/schemas/product'
