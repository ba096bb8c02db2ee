import * as v from 'valibot'
import { line, rowId, text } from './fields'

export const productCategoryValues = [
  '3D Puzzles',
  'Logic Games',
  'STEM Kits',
  'Storytelling',
] as const
export const productKindValues = ['physical', 'service'] as const

export const catalogueMessages = {
  name: 'The name needs 2 to 120 characters',
  description: 'The description needs at least 10 characters',
  price: 'Enter a price in dollars between 0.50 and 10,000, like 24.99',
  category: 'Choose a category',
  stock: 'Stock is a whole number from 0 to 100,000',
  kind: 'Kind is physical or service',
  imageUrl: 'The image is a path on this site (/images/…) or an https link',
  notFound: 'Product not found',
  imageId: 'Upload the image first, then save the product with its id',
  imageMissing: 'That image is not on record: upload it again',
  oneImage: 'Give an uploaded image or an image address, not both',
  nothingToChange: 'Send at least one field to change',
  age: 'Ages are whole years from 0 to 18',
  ageOrder: 'The oldest age cannot be below the youngest',
  pieces: 'Pieces is a whole number from 1 to 100,000, or empty',
  size: 'The size needs at most 120 characters',
  boxItem: 'Each thing in the box needs 1 to 120 characters; at most 20 of them',
  skill: 'Each skill needs 1 to 80 characters; at most 10 of them',
  ageRequired:
    'Give the youngest age it is for: the store\'s "Child\'s age" filter needs it for a physical product',
  physicalShips: 'A physical product is always shipped: choose Service if nothing is posted',
  callForServices: 'Only a service can include a storytelling call',
} as const

type ShapeField = 'facts' | 'ships' | 'kickoffCall'

/** What a product is, as far as the rules between its kind, shipping, call and ages go. */
interface ProductShape {
  kind: (typeof productKindValues)[number]
  ships: boolean
  kickoffCall: boolean
  facts?: unknown
}

/**
 * The one rule that spans fields (issue 33): a physical product is shipped and says the ages it
 * is for (the store's age filter reads them); only a service may include a storytelling call.
 * The field to blame and its message, or null. The API checks the product as it will be after a
 * change, so a change of kind alone is held to it too.
 */
export function productShapeIssue(
  product: ProductShape,
): { field: ShapeField; message: string } | null {
  if (product.kind === 'physical' && !product.ships) {
    return { field: 'ships', message: catalogueMessages.physicalShips }
  }
  if (product.kind === 'physical' && product.facts == null) {
    return { field: 'facts', message: catalogueMessages.ageRequired }
  }
  if (product.kind !== 'service' && product.kickoffCall) {
    return { field: 'kickoffCall', message: catalogueMessages.callForServices }
  }
  return null
}

const age = v.pipe(
  v.number(catalogueMessages.age),
  v.integer(catalogueMessages.age),
  v.minValue(0, catalogueMessages.age),
  v.maxValue(18, catalogueMessages.age),
)

const size = line(1, catalogueMessages.size, 120)
const inTheBox = v.pipe(
  v.array(line(1, catalogueMessages.boxItem, 120), catalogueMessages.boxItem),
  v.maxLength(20, catalogueMessages.boxItem),
)
const skills = v.pipe(
  v.array(line(1, catalogueMessages.skill, 80), catalogueMessages.skill),
  v.maxLength(10, catalogueMessages.skill),
)

/** What parents look for (core/product-facts.ts); null clears them. */
export const ProductFactsSchema = v.pipe(
  v.strictObject({
    ageMin: age,
    ageMax: v.nullable(age),
    pieces: v.nullable(
      v.pipe(
        v.number(catalogueMessages.pieces),
        v.integer(catalogueMessages.pieces),
        v.minValue(1, catalogueMessages.pieces),
        v.maxValue(100_000, catalogueMessages.pieces),
      ),
    ),
    size: v.nullable(size),
    inTheBox,
    skills,
  }),
  v.check(
    (facts) => facts.ageMax === null || facts.ageMax >= facts.ageMin,
    catalogueMessages.ageOrder,
  ),
)

const price = v.pipe(
  v.number(catalogueMessages.price),
  v.minValue(0.5, catalogueMessages.price),
  v.maxValue(10_000, catalogueMessages.price),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, catalogueMessages.price),
)
const stock = v.pipe(
  v.number(catalogueMessages.stock),
  v.integer(catalogueMessages.stock),
  v.minValue(0, catalogueMessages.stock),
  v.maxValue(100_000, catalogueMessages.stock),
)
const imageUrl = v.pipe(
  v.string(catalogueMessages.imageUrl),
  v.maxLength(500, catalogueMessages.imageUrl),
  v.regex(/^(\/images\/[\w\-./]+|https:\/\/[^\s"'<>]+)$/, catalogueMessages.imageUrl),
)

const fields = {
  name: line(2, catalogueMessages.name, 120),
  description: text(10, catalogueMessages.description, 5000),
  price,
  category: v.picklist(productCategoryValues, catalogueMessages.category),
  stock,
  featured: v.boolean('featured is true or false'),
  kind: v.picklist(productKindValues, catalogueMessages.kind),
  imageUrl,
  imageId: rowId(catalogueMessages.imageId),
  ships: v.boolean('ships is true or false'),
  kickoffCall: v.boolean('kickoffCall is true or false'),
}

/**
 * A product's words in Spanish (decision 079), held to the English rules; each is optional, and
 * one left out is shown in English. Null clears them all.
 */
export const ProductSpanishSchema = v.nullable(
  v.strictObject({
    name: v.optional(fields.name),
    description: v.optional(fields.description),
    size: v.optional(size),
    inTheBox: v.optional(inTheBox),
    skills: v.optional(skills),
  }),
)

const oneImage = <Input extends { imageUrl?: string; imageId?: number }>() =>
  v.check<Input, string>(
    (input) => input.imageUrl === undefined || input.imageId === undefined,
    catalogueMessages.oneImage,
  )

/**
 * POST /api/admin/products (decision 031); `imageId` from POST /api/admin/images (033). A
 * physical product is shipped and needs its ages; a service is not shipped unless it says so.
 */
export const ProductCreateSchema = v.pipe(
  v.strictObject({
    name: fields.name,
    description: fields.description,
    price: fields.price,
    category: fields.category,
    stock: fields.stock,
    featured: v.optional(fields.featured, false),
    kind: v.optional(fields.kind, 'physical'),
    ships: v.optional(fields.ships),
    kickoffCall: v.optional(fields.kickoffCall, false),
    imageUrl: v.optional(fields.imageUrl),
    imageId: v.optional(fields.imageId),
    facts: v.optional(v.nullable(ProductFactsSchema)),
    es: v.optional(ProductSpanishSchema),
  }),
  oneImage(),
  v.transform((input) => ({ ...input, ships: input.ships ?? input.kind === 'physical' })),
  // The rule's message on its field, so the form leads to the field to fix.
  v.forward(
    v.check(
      (input) => productShapeIssue(input)?.field !== 'ships',
      catalogueMessages.physicalShips,
    ),
    ['ships'],
  ),
  v.forward(
    v.check((input) => productShapeIssue(input)?.field !== 'facts', catalogueMessages.ageRequired),
    ['facts'],
  ),
  v.forward(
    v.check(
      (input) => productShapeIssue(input)?.field !== 'kickoffCall',
      catalogueMessages.callForServices,
    ),
    ['kickoffCall'],
  ),
)

const stockReason = line(1, 'Say why the stock changed', 200)

/**
 * The fields the back office's product editor types in, checked in the browser before a change
 * is sent (the rest of a change, such as its facts, is the API's to check).
 */
export const ProductEditSchema = v.partial(
  v.object({
    name: fields.name,
    description: fields.description,
    price: fields.price,
    stock: fields.stock,
    stockReason,
    es: ProductSpanishSchema,
  }),
)

/** PATCH /api/admin/products/:id: any field, `archived`, and why the stock changed. */
export const ProductUpdateSchema = v.pipe(
  v.strictObject({
    name: v.optional(fields.name),
    description: v.optional(fields.description),
    price: v.optional(fields.price),
    category: v.optional(fields.category),
    stock: v.optional(fields.stock),
    stockReason: v.optional(stockReason),
    featured: v.optional(fields.featured),
    kind: v.optional(fields.kind),
    ships: v.optional(fields.ships),
    kickoffCall: v.optional(fields.kickoffCall),
    imageUrl: v.optional(fields.imageUrl),
    imageId: v.optional(fields.imageId),
    archived: v.optional(v.boolean('archived is true or false')),
    facts: v.optional(v.nullable(ProductFactsSchema)),
    es: v.optional(ProductSpanishSchema),
  }),
  v.check((update) => Object.keys(update).length > 0, catalogueMessages.nothingToChange),
  oneImage(),
)

export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>
export type ProductUpdate = v.InferOutput<typeof ProductUpdateSchema>
