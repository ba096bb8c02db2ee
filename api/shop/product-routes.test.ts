import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { productImages, products } from '../../db/schema'
import { insertProduct, insertProductImage } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { api, app, db } = await createTestApp()
const getProduct = (id: number | string) =>
  api.products[':id'].$get({ param: { id: String(id) }, query: {} })

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
    const body = await bodyAt(await api.products.$get({ query: {} }), 200)
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
    const body = await bodyAt(await api.products.$get({ query: {} }), 200)
    expect(body[1]).toMatchObject({ id: soldOut.id, inStock: false, stock: 0 })
  })

  it('may be cached publicly but is asked again each time: 304 while unchanged', async () => {
    const spare = await insertProduct(db, { name: 'Spare Tangram', priceCents: 9_99 })
    const response = await api.products.$get({ query: {} })
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache')
    const tag = response.headers.get('ETag')
    expect(tag).toBeTruthy()
    const again = await api.products.$get({ query: {} }, { headers: { 'If-None-Match': tag! } })
    expect(again.status).toBe(304)
    await db.update(products).set({ priceCents: 10_99 }).where(eq(products.id, spare.id))
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, spare.id))
    const changed = await api.products.$get({ query: {} }, { headers: { 'If-None-Match': tag! } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(tag)
  })
})

describe('GET /api/products/featured', () => {
  it('lists only featured products', async () => {
    const body = await bodyAt(await api.products.featured.$get({ query: {} }), 200)
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

// A product with part of its words in Spanish (decision 079), added once the tests above ran.
const lighthouseFacts = {
  ageMin: 6,
  ageMax: null,
  pieces: 40,
  size: '25 cm tall',
  inTheBox: ['40 pieces', 'Guide'],
  skills: ['Patience'],
}
const inSpanish = (id: number) =>
  api.products[':id'].$get({ param: { id: String(id) }, query: { locale: 'es' } })

describe('the catalogue in Spanish (?locale=es, decision 079)', () => {
  let translated: { id: number }
  beforeAll(async () => {
    translated = await insertProduct(db, {
      name: 'Lighthouse 3D Puzzle',
      description: 'A lighthouse that lights up once built.',
      featured: true,
      facts: lighthouseFacts,
    })
    await db
      .update(products)
      .set({ es: { name: 'Rompecabezas 3D del faro', skills: ['Paciencia'], size: ' ' } })
      .where(eq(products.id, translated.id))
  })

  it('answers what staff wrote in Spanish and names what is still in English', async () => {
    const body = await bodyAt(await inSpanish(translated.id), 200)
    expect(body).toMatchObject({
      name: 'Rompecabezas 3D del faro',
      description: 'A lighthouse that lights up once built.',
      facts: { ...lighthouseFacts, skills: ['Paciencia'] },
      untranslated: ['description', 'size', 'inTheBox'],
    })
  })

  it('answers a product with no Spanish at all in English, every word marked', async () => {
    const body = await bodyAt(await inSpanish(kit.id), 200)
    expect(body).toMatchObject({ name: 'Circuit Kit', untranslated: ['name', 'description'] })
  })

  it("answers each gallery picture's description in Spanish, or in English marked", async () => {
    const [front] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, puzzle.id), eq(productImages.position, 1)))
    await db
      .update(productImages)
      .set({ es: { alt: 'Vista de frente' } })
      .where(eq(productImages.id, front!.id))
    expect((await bodyAt(await inSpanish(puzzle.id), 200)).images).toEqual([
      { url: '/images/castle-front.svg', alt: 'Vista de frente' },
      { url: '/images/castle-side.svg', alt: 'Side view', untranslated: ['alt'] },
    ])
    expect((await bodyAt(await getProduct(puzzle.id), 200)).images).toEqual([
      { url: '/images/castle-front.svg', alt: 'Front view' },
      { url: '/images/castle-side.svg', alt: 'Side view' },
    ])
  })

  it('keeps the English answer as it was, with nothing marked', async () => {
    const body = await bodyAt(await getProduct(translated.id), 200)
    expect(body.name).toBe('Lighthouse 3D Puzzle')
    expect(body.facts).toEqual(lighthouseFacts)
    expect(body).not.toHaveProperty('untranslated')
  })

  it('lists and features in Spanish too, each language with its own ETag', async () => {
    const list = await api.products.$get({ query: { locale: 'es' } })
    const english = await api.products.$get({ query: {} })
    expect(list.headers.get('ETag')).not.toBe(english.headers.get('ETag'))
    const names = (await bodyAt(list, 200)).map((product) => product.name)
    expect(names).toContain('Rompecabezas 3D del faro')
    const featured = await bodyAt(
      await api.products.featured.$get({ query: { locale: 'es' } }),
      200,
    )
    expect(featured.map((product) => product.name)).toContain('Rompecabezas 3D del faro')
  })

  it('answers a change to the Spanish at once, without touching the English', async () => {
    const before = await api.products.$get({ query: {} })
    await bodyAt(await inSpanish(translated.id), 200)
    await db
      .update(products)
      .set({ es: { name: 'Faro 3D', description: 'Un faro que se ilumina al terminarlo.' } })
      .where(eq(products.id, translated.id))
    expect(await bodyAt(await inSpanish(translated.id), 200)).toMatchObject({
      name: 'Faro 3D',
      description: 'Un faro que se ilumina al terminarlo.',
      untranslated: ['size', 'inTheBox', 'skills'],
    })
    const after = await bodyAt(await getProduct(translated.id), 200)
    expect(after.name).toBe('Lighthouse 3D Puzzle')
    expect(before.status).toBe(200)
  })

  it.each(['fr', 'ES', ''])(
    'refuses a language it does not speak (?locale=%s) with a 400',
    async (locale) => {
      const response = await app.request(`/api/products?locale=${locale}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please choose English or Spanish.' })
    },
  )
})
