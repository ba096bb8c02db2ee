import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, stockAdjustments } from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true, username: 'curator' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  request(path, { ...init, headers: { Cookie: cookie, ...init.headers } })
const newProduct = {
  name: 'Pattern Blocks',
  description: 'Forty wooden shapes for symmetry games.',
  price: 18.5,
  category: 'Logic Games',
  stock: 12,
}

describe('the catalogue for staff', () => {
  it('adds a product that the store shows at once, with its opening stock recorded', async () => {
    const response = await asStaff('/api/admin/products', { json: newProduct })
    expect(response.status).toBe(201)
    const created = (await response.json()) as { id: number }
    expect(created).toMatchObject({
      ...newProduct,
      featured: false,
      kind: 'physical',
      imageUrl: '/images/products/placeholder.svg',
      archivedAt: null,
    })
    const store = (await (await request('/api/products')).json()) as { id: number }[]
    expect(store.map((p) => p.id)).toContain(created.id)
    const detail = (await (await asStaff(`/api/admin/products/${created.id}`)).json()) as {
      adjustments: { delta: number; reason: string; by: string }[]
    }
    expect(detail.adjustments).toEqual([
      expect.objectContaining({ delta: 12, reason: 'Opening stock', by: 'curator' }),
    ])
  })

  it('changes price and stock, recording the difference with who and why', async () => {
    const product = await insertProduct(db, { stock: 10, priceCents: 20_00 })
    const response = await asStaff(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { price: 22.25, stock: 7, stockReason: 'Three damaged in the warehouse' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ price: 22.25, stock: 7 })
    const publicView = await (await request(`/api/products/${product.id}`)).json()
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
    const created = (await (
      await asStaff('/api/admin/products', { json: { ...newProduct, facts } })
    ).json()) as { id: number }
    const shown = async () => (await (await request(`/api/products/${created.id}`)).json()).facts
    expect(await shown()).toEqual({ ...facts, size: '20 cm tray' })

    const changed = { ...facts, ageMax: 10, size: null }
    const patch = (json: unknown) =>
      asStaff(`/api/admin/products/${created.id}`, { method: 'PATCH', json })
    expect((await patch({ facts: changed })).status).toBe(200)
    expect(await shown()).toEqual(changed)
    expect((await patch({ facts: null })).status).toBe(200)
    expect(await shown()).toBeNull()
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
      [{ ...base, colour: 'red' }, undefined],
    ] as const) {
      const response = await asStaff(`/api/admin/products/${product.id}`, {
        method: 'PATCH',
        json: { facts },
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string }
      if (error) expect(body.error).toBe(error)
      else expect(body.error).toEqual(expect.any(String))
    }
    expect((await (await request(`/api/products/${product.id}`)).json()).facts).toBeNull()
  })

  it('archives a product: gone from the store and from new orders, still on its old orders', async () => {
    const product = await insertProduct(db, { stock: 5, name: 'Retired Puzzle' })
    const buyer = await insertUser(db)
    const old = await insertOrder(db, { userId: buyer.id, productId: product.id })
    const archived = await asStaff(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { archived: true },
    })
    expect(await archived.json()).toMatchObject({ archivedAt: expect.any(String) })
    const store = (await (await request('/api/products')).json()) as { id: number }[]
    expect(store.map((p) => p.id)).not.toContain(product.id)
    expect((await request(`/api/products/${product.id}`)).status).toBe(404)

    const buyerCookie = await signIn(request, buyer.username, testPassword)
    const orders = (await (
      await request('/api/orders', { headers: { Cookie: buyerCookie } })
    ).json()) as { id: number; items: { name: string }[] }[]
    expect(orders.find((o) => o.id === old.id)!.items[0]!.name).toBe('Orbit Puzzle')
    const attempt = await request('/api/orders', {
      headers: { Cookie: buyerCookie },
      json: {
        items: [{ productId: product.id, quantity: 1, price: 20 }],
        total: 25.99,
        shippingMethod: 'standard',
        contact: {
          firstName: 'Dana',
          lastName: 'Lee',
          email: 'dana@example.org',
          address: '12 Elm Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          country: 'US',
        },
      },
    })
    expect(attempt.status).toBe(400)

    const back = await asStaff(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { archived: false },
    })
    expect(await back.json()).toMatchObject({ archivedAt: null })
    expect((await request(`/api/products/${product.id}`)).status).toBe(200)
  })

  it('refuses bad fields with clear messages, and unknown products with 404', async () => {
    for (const [json, error] of [
      [
        { ...newProduct, price: 0.1 },
        'Enter a price in dollars between 0.50 and 10,000, like 24.99',
      ],
      [
        { ...newProduct, price: 10.005 },
        'Enter a price in dollars between 0.50 and 10,000, like 24.99',
      ],
      [{ ...newProduct, category: 'Toys' }, 'Choose a category'],
      [{ ...newProduct, stock: -1 }, 'Stock is a whole number from 0 to 100,000'],
      [{ ...newProduct, kind: 'digital' }, 'Kind is physical or service'],
      [
        { ...newProduct, imageUrl: 'javascript:alert(1)' },
        'The image is a path on this site (/images/…) or an https link',
      ],
    ] as const) {
      const response = await asStaff('/api/admin/products', { json })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    const empty = await asStaff('/api/admin/products/1', { method: 'PATCH', json: {} })
    expect(await empty.json()).toEqual({ error: 'Send at least one field to change' })
    const missing = await asStaff('/api/admin/products/999999', {
      method: 'PATCH',
      json: { stock: 1 },
    })
    expect(missing.status).toBe(404)
  })
})

describe('the audit log', () => {
  it('lists staff actions newest first, with who did them', async () => {
    const product = await insertProduct(db, { stock: 2 })
    await asStaff(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { featured: true },
    })
    const log = (await (await asStaff('/api/admin/audit-log')).json()) as {
      by: string | null
      action: string
      entity: string
      entityId: number
    }[]
    expect(log[0]).toMatchObject({
      by: 'curator',
      action: 'product.update',
      entity: 'product',
      entityId: product.id,
    })
    expect((await asStaff('/api/admin/audit-log?page=0')).status).toBe(400)
  })
})
