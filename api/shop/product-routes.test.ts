import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import { insertProduct, insertProductImage } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { api, db } = await createTestApp()
const getProduct = (id: number | string) => api.products[':id'].$get({ param: { id: String(id) } })

const puzzle = await insertProduct(db, {
  name: 'Rainbow Castle 3D Puzzle',
  priceCents: 34_99,
  featured: true,
  stock: 12,
})
const soldOut = await insertProduct(db, { name: 'Logic Maze', category: 'Logic Games', stock: 0 })
const kit = await insertProduct(db, { name: 'Circuit Kit', category: 'STEM Kits', featured: true })
await insertProductImage(db, puzzle.id, 2, { url: '/images/castle-side.svg', alt: 'Side view' })
await insertProductImage(db, puzzle.id, 1, { url: '/images/castle-front.svg', alt: 'Front view' })

describe('GET /api/products', () => {
  it('lists every product by id in the spec shape, price in dollars', async () => {
    const body = await bodyAt(await api.products.$get(), 200)
    expect(body.map((product) => product.id)).toEqual([puzzle.id, soldOut.id, kit.id])
    expect(body[0]).toEqual({
      id: puzzle.id,
      name: 'Rainbow Castle 3D Puzzle',
      description: puzzle.description,
      price: 34.99,
      category: '3D Puzzles',
      imageUrl: puzzle.imageUrl,
      featured: true,
      inStock: true,
      stock: 12,
      kind: 'physical',
      ships: true,
      kickoffCall: false,
      image: null,
      facts: null,
    })
  })

  it("serves a product's facts as entered", async () => {
    const facts = {
      ageMin: 5,
      ageMax: 12,
      pieces: 7,
      size: 'Tray 15 cm',
      inTheBox: ['7 tans', 'Cards'],
      skills: ['Geometry'],
    }
    const described = await insertProduct(db, { name: 'Described Tangram', facts })
    expect(await (await getProduct(described.id)).json()).toMatchObject({
      name: 'Described Tangram',
      facts,
    })
  })

  it('marks a product without stock as not in stock', async () => {
    const body = await bodyAt(await api.products.$get(), 200)
    expect(body[1]).toMatchObject({ id: soldOut.id, inStock: false, stock: 0 })
  })

  it('may be cached publicly but is asked again each time: 304 while unchanged', async () => {
    const spare = await insertProduct(db, { name: 'Spare Tangram', priceCents: 9_99 })
    const response = await api.products.$get()
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache')
    const tag = response.headers.get('ETag')
    expect(tag).toBeTruthy()
    const again = await api.products.$get({}, { headers: { 'If-None-Match': tag! } })
    expect(again.status).toBe(304)
    await db.update(products).set({ priceCents: 10_99 }).where(eq(products.id, spare.id))
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, spare.id))
    const changed = await api.products.$get({}, { headers: { 'If-None-Match': tag! } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(tag)
  })
})

describe('GET /api/products/featured', () => {
  it('lists only featured products', async () => {
    const body = await bodyAt(await api.products.featured.$get(), 200)
    expect(body.map((product) => product.name)).toEqual(['Rainbow Castle 3D Puzzle', 'Circuit Kit'])
  })
})

describe('GET /api/products/:id', () => {
  it('answers one product with its gallery in position order', async () => {
    const body = await bodyAt(await getProduct(puzzle.id), 200)
    expect(body).toMatchObject({ id: puzzle.id, name: 'Rainbow Castle 3D Puzzle', price: 34.99 })
    expect(body.images).toEqual([
      { url: '/images/castle-front.svg', alt: 'Front view' },
      { url: '/images/castle-side.svg', alt: 'Side view' },
    ])
  })

  it('answers an empty gallery for a product without extra images', async () => {
    const body = await bodyAt(await getProduct(kit.id), 200)
    expect(body.images).toEqual([])
  })

  it.each([
    ['an unknown id', '999999'],
    ['a word', 'abc'],
    ['a fraction', '1.5'],
    ['a negative number', '-1'],
    ['zero', '0'],
    ['a leading zero', `0${puzzle.id}`],
    ['a number beyond int4', '2147483648'],
    ['a huge number', '99999999999999999999999'],
    ['an exponent', '1e3'],
  ])('answers 404 JSON for %s', async (_, id) => {
    const response = await getProduct(id)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: 'Product not found' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
