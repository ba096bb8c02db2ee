import { gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { products } from '../../db/schema'
import {
  insertProduct,
  insertProductImage,
  insertUser,
  testPassword,
  validContact,
} from '../../test/factories'
import { databaseUrl } from '../../test/postgres-url'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { createCatalogueCache } from './catalogue-cache'
import { listProducts } from './products'

const { request, api, db } = await createTestApp()

const rainbow = await insertProduct(db, { name: 'Rainbow Castle', priceCents: 34_99, stock: 2 })

async function productJson(id: number) {
  return bodyAt(await api.products[':id'].$get({ param: { id: String(id) }, query: {} }), 200)
}

/** Runs `change` with the catalogue's triggers off: the cache cannot hear of it. */
async function unannounced(change: () => Promise<unknown>) {
  await db.execute(sql`alter table products disable trigger products_catalogue_changed`)
  try {
    await change()
  } finally {
    await db.execute(sql`alter table products enable trigger products_catalogue_changed`)
  }
}

describe('the catalogue cache', () => {
  it('serves the same bytes again without asking the database', async () => {
    const before = await productJson(rainbow.id)
    await unannounced(() =>
      db.update(products).set({ name: 'Renamed quietly' }).where(eq(products.id, rainbow.id)),
    )
    expect(await productJson(rainbow.id)).toEqual(before)
    // Any announced change then empties it.
    await db.update(products).set({ name: 'Rainbow Castle' }).where(eq(products.id, rainbow.id))
    expect((await productJson(rainbow.id)).name).toBe('Rainbow Castle')
  })

  it('shows a price edit, a sale that empties the stock, a new product and a new photo in the next read', async () => {
    await productJson(rainbow.id)
    const listed = await bodyAt(await api.products.$get({ query: {} }), 200)
    expect(listed.find((p) => p.id === rainbow.id)).toMatchObject({ price: 34.99 })

    await db.update(products).set({ priceCents: 29_99 }).where(eq(products.id, rainbow.id))
    expect(await productJson(rainbow.id)).toMatchObject({ price: 29.99, inStock: true })

    await db.update(products).set({ stock: 0 }).where(eq(products.id, rainbow.id))
    expect(await productJson(rainbow.id)).toMatchObject({ inStock: false, stock: 0 })
    const list = await bodyAt(await api.products.$get({ query: {} }), 200)
    expect(list.find((p) => p.id === rainbow.id)).toMatchObject({ inStock: false })

    const added = await insertProduct(db, { name: 'Brand New Tangram', featured: true })
    const names = (await bodyAt(await api.products.featured.$get({ query: {} }), 200)).map(
      (p) => p.name,
    )
    expect(names).toContain('Brand New Tangram')

    await insertProductImage(db, added.id, 1, { url: '/images/tangram-box.svg', alt: 'The box' })
    expect((await productJson(added.id)).images).toEqual([
      { url: '/images/tangram-box.svg', alt: 'The box' },
    ])
  })

  it('answers pre-compressed bodies with a strong ETag per encoding, and 304 for any of them', async () => {
    const plain = await api.products.$get(
      { query: {} },
      { headers: { 'Accept-Encoding': 'identity' } },
    )
    const gzip = await api.products.$get({ query: {} }, { headers: { 'Accept-Encoding': 'gzip' } })
    const brotli = await api.products.$get(
      { query: {} },
      { headers: { 'Accept-Encoding': 'gzip, br' } },
    )
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(brotli.headers.get('Content-Encoding')).toBe('br')
    for (const response of [plain, gzip, brotli]) {
      expect(response.headers.get('Cache-Control')).toBe('public, no-cache')
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/)
    }
    const tag = plain.headers.get('ETag')!
    expect(gzip.headers.get('ETag')).toBe(tag.replace(/"$/, '-gzip"'))
    expect(brotli.headers.get('ETag')).toBe(tag.replace(/"$/, '-br"'))
    const json = await plain.text()
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json)
    expect(JSON.parse(json)).toEqual(await listProducts(db, 'en'))

    for (const current of [tag, gzip.headers.get('ETag')!, `W/${tag}`, `"stale", ${tag}`]) {
      const again = await api.products.$get(
        { query: {} },
        { headers: { 'If-None-Match': current } },
      )
      expect(again.status).toBe(304)
      expect(again.headers.get('ETag')).toBeTruthy()
      expect(await again.text()).toBe('')
    }
    await db.update(products).set({ priceCents: 31_00 }).where(eq(products.id, rainbow.id))
    const changed = await api.products.$get({ query: {} }, { headers: { 'If-None-Match': tag } })
    expect(changed.status).toBe(200)
  })

  it('never lets a cached price reach an order: orders price from the database', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const tangram = await insertProduct(db, { priceCents: 20_00, stock: 5 })
    expect(await productJson(tangram.id)).toMatchObject({ price: 20 })
    await unannounced(() =>
      db.update(products).set({ priceCents: 25_00 }).where(eq(products.id, tangram.id)),
    )
    expect(await productJson(tangram.id)).toMatchObject({ price: 20 })
    const response = await api.orders.$post(
      {
        json: {
          items: [{ productId: tangram.id, quantity: 1, price: 20 }],
          total: 25.99,
          shippingMethod: 'standard',
          contact: validContact(),
        },
      },
      { headers: { Cookie: cookie } },
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ order: { subtotal: 25, total: 30.99 } })
  })
})

describe.runIf(inject('testDatabase').kind === 'postgres')('two servers on one Postgres', () => {
  it("each sees the other's change as soon as the notification arrives", async () => {
    const config = inject('testDatabase')
    if (config.kind !== 'postgres') return
    const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as [
      { name: string },
    ]
    const other = await openDatabase({ url: databaseUrl(config.url, name) })
    const otherCache = createCatalogueCache(other)
    try {
      await otherCache.synced()
      const load = () => listProducts(other.db, 'en')
      const read = async () =>
        JSON.parse(Buffer.from((await otherCache.read('products', load))!.identity).toString())
      expect((await read()).find((p: { id: number }) => p.id === rainbow.id)).toBeTruthy()
      // This server writes; the other one hears it through Postgres, not through this process.
      await db.update(products).set({ priceCents: 12_34 }).where(eq(products.id, rainbow.id))
      await otherCache.synced()
      expect((await read()).find((p: { id: number }) => p.id === rainbow.id)).toMatchObject({
        price: 12.34,
      })
    } finally {
      await otherCache.stop()
      await other.close()
    }
  })
})
