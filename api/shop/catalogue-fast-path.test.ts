import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import { insertProduct, insertUser, testPassword } from '../../test/factories'
import { fastAndPlainServers } from '../../test/fast-path-servers'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { catalogueFastPath } from './catalogue-cache'

const { app, db, catalogue, request, api } = await createTestApp()
const product = await insertProduct(db, { name: 'Fast Tangram', featured: true })
await db
  .update(products)
  .set({ es: { name: 'Tangram veloz' } })
  .where(eq(products.id, product.id))

const fastPath = await catalogueFastPath(app, catalogue, { log: false })
const { both, fastOrigin } = await fastAndPlainServers(app, fastPath)

describe('the catalogue at the socket', () => {
  it.each([
    ['/api/products', {}],
    ['/api/products/featured', { 'Accept-Encoding': 'br' }],
    [`/api/products/${product.id}`, { 'Accept-Encoding': 'gzip' }],
    ['/api/products', { 'Accept-Encoding': 'identity' }],
    ['/api/products?locale=es', { 'Accept-Encoding': 'br' }],
    [`/api/products/${product.id}?locale=es`, {}],
  ])('answers %s (%j) exactly as the app does', async (path, headers) => {
    // The app caches it (the same path as the table's, fetched at the sockets below).
    await request(path)
    const { fast, plain, servedFast } = await both(path, { headers })
    expect(servedFast).toBe(true)
    expect(fast).toEqual(plain)
  })

  it('names each answer with a request id of its own, or the proxy’s', async () => {
    await api.products.featured.$get({ query: {} })
    const ids = []
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${fastOrigin}/api/products/featured`)
      ids.push(answer.headers.get('X-Request-Id'))
    }
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    const forwarded = await fetch(`${fastOrigin}/api/products/featured`, {
      headers: { 'X-Request-Id': 'caddy-0a1b2c3d' },
    })
    expect(forwarded.headers.get('X-Request-Id')).toBe('caddy-0a1b2c3d')
  })

  it('answers a current ETag with the same 304 as the app', async () => {
    const tag = (await api.products.$get({ query: {} })).headers.get('ETag')!
    const { fast, plain, servedFast } = await both('/api/products', {
      headers: { 'If-None-Match': tag },
    })
    expect(servedFast).toBe(true)
    expect(fast.status).toBe(304)
    expect(fast).toEqual(plain)
  })

  it('leaves misses, other paths, queries, writes and signed-in visitors to the app', async () => {
    const user = await insertUser(db)
    const cookie = await signIn(request, user.username, testPassword)
    const cases: [string, RequestInit][] = [
      ['/api/products/999999', {}],
      ['/api/products/abc', {}],
      ['/api/products/', {}],
      ['/api/products?sort=price', {}],
      ['/api/products?locale=es&sort=price', {}],
      ['/api/products?locale=fr', {}],
      ['/api/products?locale=en', {}],
      ['/api/health', {}],
      ['/api/products', { headers: { Cookie: cookie } }],
      ['/api/products', { method: 'POST' }],
    ]
    for (const [path, init] of cases) {
      const { fast, plain, servedFast } = await both(path, init)
      expect(servedFast, path).toBe(false)
      expect(fast.status, path).toBe(plain.status)
    }
  })

  it('keeps each language apart: the Spanish answer is never the English one', async () => {
    await request('/api/products/featured')
    await request('/api/products/featured?locale=es')
    const english = await both('/api/products/featured')
    const spanish = await both('/api/products/featured?locale=es')
    expect(english.servedFast && spanish.servedFast).toBe(true)
    expect(JSON.parse(english.fast.body.toString())[0]).toMatchObject({ name: 'Fast Tangram' })
    expect(JSON.parse(spanish.fast.body.toString())[0]).toMatchObject({
      name: 'Tangram veloz',
      untranslated: ['description'],
    })
    expect(spanish.fast.headers.etag).not.toBe(english.fast.headers.etag)
  })

  it('serves a change as soon as the cache hears of it', async () => {
    await api.products[':id'].$get({ param: { id: String(product.id) }, query: {} })
    await db.update(products).set({ priceCents: 12_34 }).where(eq(products.id, product.id))
    await catalogue.synced()
    const { fast } = await both(`/api/products/${product.id}`)
    expect(JSON.parse(fast.body.toString())).toMatchObject({ price: 12.34 })
  })
})
