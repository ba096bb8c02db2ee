import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../db/schema'
import { insertUser } from '../../test/factories'
import { openTestDatabase } from '../../test/test-db'
import { recordAudit } from './audit-log'

const handle = await openTestDatabase()
afterAll(() => handle.close())

/** Every non-test TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('the audit log', () => {
  it('keeps an entry as given, and the time the database gives one without its own', async () => {
    const staff = await insertUser(handle.db, { isAdmin: true })
    const at = new Date('2026-11-27T10:00:00Z')
    await recordAudit(handle.db, {
      actorId: staff.id,
      action: 'order.refund',
      entity: 'order',
      entityId: 41,
      detail: { amountCents: 12_50 },
      createdAt: at,
    })
    await recordAudit(handle.db, { action: 'order.disputed', entity: 'order', entityId: 42 })
    const [given] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, 41))
    expect(given).toMatchObject({
      actorId: staff.id,
      action: 'order.refund',
      entity: 'order',
      detail: { amountCents: 12_50 },
      actorRoles: ['owner'],
      createdAt: at,
    })
    const [byStripe] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, 42))
    expect(byStripe).toMatchObject({ actorId: null, actorRoles: null, detail: null })
    expect(byStripe!.createdAt).toBeInstanceOf(Date)
  })

  it('keeps the roles held when it was done, whatever they become later', async () => {
    const staff = await insertUser(handle.db, { staffRoles: ['fulfilment', 'moderator'] })
    await recordAudit(handle.db, {
      actorId: staff.id,
      action: 'product.update',
      entity: 'product',
      entityId: 43,
    })
    await handle.db
      .update(users)
      .set({ staffRoles: ['owner'] })
      .where(eq(users.id, staff.id))
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, 43))
    expect(entry!.actorRoles).toEqual(['fulfilment', 'moderator'])
  })

  it('is written by recordAudit alone', () => {
    const writers = sources('api').filter((path) =>
      /\.insert\(\s*auditLog\s*\)/.test(readFileSync(path, 'utf8')),
    )
    expect(writers).toEqual([join('api', 'ops', 'audit-log.ts')])
  })
})
