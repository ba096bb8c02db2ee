import { and, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { catalogueMessages } from '#core/schemas/admin-product'
import { auditLog, products, stockAdjustments } from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  insertUser,
  testPassword,
  validContact,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true, username: 'curator' })
const cookie = await signIn(request, staff.username, testPassword)
const as = (who: string) => ({ headers: { Cookie: who } })
const asStaff = as(cookie)
const catalogue = api.admin.products
const byId = (id: number | string) => ({ param: { id: String(id) } })
type NewProduct = InferRequestType<typeof catalogue.$post>['json']
type ProductChange = InferRequestType<(typeof catalogue)[':id']['$patch']>['json']

function create(json: NewProduct) {
  return catalogue.$post({ json }, asStaff)
}
function change(id: number | string, json: ProductChange) {
  return catalogue[':id'].$patch({ ...byId(id), json }, asStaff)
}
/** A body the contract refuses, sent as it is. */
function createAnyway(json: unknown) {
  return request('/api/admin/products', { json, headers: { Cookie: cookie } })
}
/** A body the contract refuses, sent as it is. */
function changeAnyway(id: number, json: unknown) {
  return request(`/api/admin/products/${id}`, {
    method: 'PATCH',
    json,
    headers: { Cookie: cookie },
  })
}
const storeProduct = (id: number) => api.products[':id'].$get({ ...byId(id), query: {} })

/** The least a parent needs to know: the ages (the store's age filter reads them). */
const ages = { ageMin: 5, ageMax: 9, pieces: null, size: null, inTheBox: [], skills: [] }

const newProduct: NewProduct = {
  name: 'Pattern Blocks',
  description: 'Forty wooden shapes for symmetry games.',
  price: 18.5,
  category: 'Logic Games',
  stock: 12,
  facts: ages,
}

describe('the catalogue for staff', () => {
  it('adds a product that the store shows at once, with its opening stock recorded', async () => {
    const response = await create(newProduct)
    const created = await bodyAt(response, 201)
    expect(created).toMatchObject({
      ...newProduct,
      featured: false,
      kind: 'physical',
      imageUrl: '/images/products/placeholder.svg',
      archivedAt: null,
    })
    const store = await bodyAt(await api.products.$get({ query: {} }), 200)
    expect(store.map((p) => p.id)).toContain(created.id)
    const detail = await bodyAt(await catalogue[':id'].$get(byId(created.id), asStaff), 200)
    expect(detail.adjustments).toEqual([
      expect.objectContaining({ delta: 12, reason: 'Opening stock', by: 'curator' }),
    ])
  })

  it('changes price and stock, recording the difference with who and why', async () => {
    const product = await insertProduct(db, { stock: 10, priceCents: 20_00 })
    const response = await change(product.id, {
      price: 22.25,
      stock: 7,
      stockReason: 'Three damaged in the warehouse',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ price: 22.25, stock: 7 })
    const publicView = await (await storeProduct(product.id)).json()
    expect(publicView).toMatchObject({ price: 22.25, stock: 7 })
    const adjustments = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, product.id))
    expect(adjustments.map((a) => [a.delta, a.reason, a.actorId])).toEqual([
      [-3, 'Three damaged in the warehouse', staff.id],
    ])
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, product.id)))
    expect(audit.map((a) => a.action)).toEqual(['product.update'])
  })

  it("enters, changes and clears a product's facts, which the store shows at once", async () => {
    const facts = {
      ageMin: 6,
      ageMax: null,
      pieces: 40,
      size: '  20 cm tray ',
      inTheBox: ['40 wooden shapes', 'Pattern cards'],
      skills: ['Symmetry'],
    }
    const created = await bodyAt(await create({ ...newProduct, facts }), 201)
    const shown = async () => (await bodyAt(await storeProduct(created.id), 200)).facts
    expect(await shown()).toEqual({ ...facts, size: '20 cm tray' })

    const changed = { ...facts, ageMax: 10, size: null }
    const patch = (json: ProductChange) => change(created.id, json)
    expect((await patch({ facts: changed })).status).toBe(200)
    expect(await shown()).toEqual(changed)
    // A physical product keeps its ages; a service may do without.
    const cleared = await patch({ facts: null })
    expect(cleared.status).toBe(400)
    expect(await cleared.json()).toEqual({ error: catalogueMessages.ageRequired })
    expect(await shown()).toEqual(changed)
    expect((await patch({ kind: 'service', ships: false, facts: null })).status).toBe(200)
    expect(await shown()).toBeNull()
  })

  it('holds a physical product to being shipped with its ages; a call is for services', async () => {
    const before = await db.$count(products, eq(products.name, newProduct.name))
    const refusals: [unknown, string][] = [
      [{ ...newProduct, facts: undefined }, catalogueMessages.ageRequired],
      [{ ...newProduct, facts: null }, catalogueMessages.ageRequired],
      [{ ...newProduct, ships: false }, catalogueMessages.physicalShips],
      [{ ...newProduct, kickoffCall: true }, catalogueMessages.callForServices],
    ]
    for (const [body, error] of refusals) {
      const response = await createAnyway(body)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      expect(await response.json()).toEqual({ error })
    }
    expect(await db.$count(products, eq(products.name, newProduct.name))).toBe(before)
  })

  it('ships a service only when told to, and lets staff change its call and shipping', async () => {
    const tier = await bodyAt(
      await create({
        ...newProduct,
        name: 'Story Studio',
        category: 'Storytelling',
        kind: 'service',
        facts: null,
        kickoffCall: true,
      }),
      201,
    )
    expect(tier).toMatchObject({ kind: 'service', ships: false, kickoffCall: true })
    const printed = await bodyAt(await change(tier.id, { ships: true, kickoffCall: false }), 200)
    expect(printed).toMatchObject({ ships: true, kickoffCall: false })
    // Becoming physical needs the ages, and no call.
    const physical = await change(tier.id, { kind: 'physical' })
    expect(await physical.json()).toEqual({ error: catalogueMessages.ageRequired })
    const withCall = await change(tier.id, { kickoffCall: true, kind: 'physical', facts: ages })
    expect(await withCall.json()).toEqual({ error: catalogueMessages.callForServices })
    expect((await bodyAt(await storeProduct(tier.id), 200)).kind).toBe('service')
    const toy = await bodyAt(await change(tier.id, { kind: 'physical', facts: ages }), 200)
    expect(toy).toMatchObject({ kind: 'physical', ships: true, facts: ages })
  })

  it('refuses facts that cannot be true, changing nothing', async () => {
    const product = await insertProduct(db)
    const base = { ageMin: 6, ageMax: 9, pieces: null, size: null, inTheBox: [], skills: [] }
    for (const [facts, error] of [
      [{ ...base, ageMax: 4 }, 'The oldest age cannot be below the youngest'],
      [{ ...base, ageMin: 30 }, 'Ages are whole years from 0 to 18'],
      [{ ...base, pieces: 0 }, 'Pieces is a whole number from 1 to 100,000, or empty'],
      [
        { ...base, skills: Array(11).fill('Focus') },
        'Each skill needs 1 to 80 characters; at most 10 of them',
      ],
    ] as const) {
      const body = await bodyAt(await change(product.id, { facts }), 400)
      expect(body.error).toBe(error)
    }
    // A field facts do not have.
    const unknown = await changeAnyway(product.id, { facts: { ...base, colour: 'red' } })
    expect(unknown.status).toBe(400)
    const body = (await unknown.json()) as { error: string }
    expect(body.error).toEqual(expect.any(String))
    expect((await bodyAt(await storeProduct(product.id), 200)).facts).toBeNull()
  })

  it('archives a product: gone from the store and from new orders, still on its old orders', async () => {
    const product = await insertProduct(db, { stock: 5, name: 'Retired Puzzle' })
    const buyer = await insertUser(db)
    const old = await insertOrder(db, { userId: buyer.id, productId: product.id })
    const archived = await change(product.id, { archived: true })
    expect(await archived.json()).toMatchObject({ archivedAt: expect.any(String) })
    const store = await bodyAt(await api.products.$get({ query: {} }), 200)
    expect(store.map((p) => p.id)).not.toContain(product.id)
    expect((await storeProduct(product.id)).status).toBe(404)

    const buyerCookie = await signIn(request, buyer.username, testPassword)
    const orders = await (await api.orders.$get({}, as(buyerCookie))).json()
    expect(orders.find((o) => o.id === old.id)!.items[0]!.name).toBe('Orbit Puzzle')
    const attempt = await api.orders.$post(
      {
        json: {
          items: [{ productId: product.id, quantity: 1, price: 20 }],
          total: 25.99,
          shippingMethod: 'standard',
          contact: validContact(),
        },
      },
      as(buyerCookie),
    )
    expect(attempt.status).toBe(400)

    const back = await change(product.id, { archived: false })
    expect(await back.json()).toMatchObject({ archivedAt: null })
    expect((await storeProduct(product.id)).status).toBe(200)
  })

  it('refuses bad fields with clear messages, and unknown products with 404', async () => {
    for (const [send, error] of [
      [
        () => create({ ...newProduct, price: 0.1 }),
        'Enter a price in dollars between 0.50 and 10,000, like 24.99',
      ],
      [
        () => create({ ...newProduct, price: 10.005 }),
        'Enter a price in dollars between 0.50 and 10,000, like 24.99',
      ],
      [() => createAnyway({ ...newProduct, category: 'Toys' }), 'Choose a category'],
      [() => create({ ...newProduct, stock: -1 }), 'Stock is a whole number from 0 to 100,000'],
      [() => createAnyway({ ...newProduct, kind: 'digital' }), 'Kind is physical or service'],
      [
        () => create({ ...newProduct, imageUrl: 'javascript:alert(1)' }),
        'The image is a path on this site (/images/…) or an https link',
      ],
    ] as const) {
      const response = await send()
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    const empty = await change(1, {})
    expect(await empty.json()).toEqual({ error: 'Send at least one field to change' })
    const missing = await change(999999, { stock: 1 })
    expect(missing.status).toBe(404)
  })
})

describe("a product's words in Spanish (decision 079)", () => {
  const spanish = {
    name: 'Bloques de patrones',
    description: 'Cuarenta figuras de madera para juegos de simetría.',
    skills: ['Simetría'],
  }

  it('takes them with a new product, and the Spanish store shows them', async () => {
    const created = await bodyAt(await create({ ...newProduct, name: 'Bloques', es: spanish }), 201)
    expect(created.es).toEqual(spanish)
    const store = await bodyAt(
      await api.products[':id'].$get({ ...byId(created.id), query: { locale: 'es' } }),
      200,
    )
    expect(store).toMatchObject({ name: spanish.name, description: spanish.description })
  })

  it('changes them whole, clears them with null, and shows staff what is stored', async () => {
    const product = await insertProduct(db, { name: 'Mirror Cards' })
    await bodyAt(await change(product.id, { es: spanish }), 200)
    await bodyAt(await change(product.id, { es: { name: 'Cartas espejo' } }), 200)
    const [row] = await db.select().from(products).where(eq(products.id, product.id))
    expect(row!.es).toEqual({ name: 'Cartas espejo' })
    const listed = await bodyAt(await catalogue.$get({}, asStaff), 200)
    expect(listed.find((entry) => entry.id === product.id)?.es).toEqual({ name: 'Cartas espejo' })
    await bodyAt(await change(product.id, { es: null }), 200)
    const [cleared] = await db.select().from(products).where(eq(products.id, product.id))
    expect(cleared!.es).toBeNull()
  })

  it.each([
    [{ name: 'B' }, catalogueMessages.name],
    [{ description: 'Corta' }, catalogueMessages.description],
    [{ skills: [''] }, catalogueMessages.skill],
    [{ nombre: 'Cartas' }, undefined],
  ])('refuses Spanish the English rules refuse (%j), changing nothing', async (es, message) => {
    const product = await insertProduct(db, { name: 'Mirror Cards' })
    await db.update(products).set({ es: spanish }).where(eq(products.id, product.id))
    const response = await changeAnyway(product.id, { es })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string }
    if (message) expect(body.error).toBe(message)
    const [row] = await db.select().from(products).where(eq(products.id, product.id))
    expect(row!.es).toEqual(spanish)
  })
})

describe('the audit log', () => {
  it('lists staff actions newest first, with who did them', async () => {
    const product = await insertProduct(db, { stock: 2 })
    await change(product.id, { featured: true })
    const log = await bodyAt(await api.admin['audit-log'].$get({ query: {} }, asStaff), 200)
    expect(log[0]).toMatchObject({
      by: 'curator',
      action: 'product.update',
      entity: 'product',
      entityId: product.id,
    })
    expect((await api.admin['audit-log'].$get({ query: { page: '0' } }, asStaff)).status).toBe(400)
  })
})
