import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  request(path, { ...init, headers: { Cookie: cookie, ...init.headers } })

async function actionsOn(entity: string, id: number) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, id))
  return rows.filter((row) => row.entity === entity).map((row) => row.action)
}

describe('education statistics for staff', () => {
  it('adds, changes and removes a statistic, each on record', async () => {
    const created = await asStaff('/api/admin/education-stats', {
      json: {
        title: 'Daily readers',
        value: '64%',
        trend: '+3% since 2022',
        description: 'Children in our programs who read every day.',
        source: 'BrightMinds family survey',
        position: 1,
      },
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const changed = await asStaff(`/api/admin/education-stats/${id}`, {
      method: 'PATCH',
      json: { value: '66%' },
    })
    expect(await changed.json()).toMatchObject({ id, value: '66%', title: 'Daily readers' })
    const listed = (await (await asStaff('/api/admin/education-stats')).json()) as { id: number }[]
    expect(listed.map((stat) => stat.id)).toContain(id)

    expect((await asStaff(`/api/admin/education-stats/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    )
    const again = await asStaff(`/api/admin/education-stats/${id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: 'Statistic not found' })
    expect(await actionsOn('statistic', id)).toEqual([
      'statistic.create',
      'statistic.update',
      'statistic.remove',
    ])
  })

  it('refuses an empty change and a bad field with the field message', async () => {
    const empty = await asStaff('/api/admin/education-stats/1', { method: 'PATCH', json: {} })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ error: 'Send at least one field to change' })
    const bad = await asStaff('/api/admin/education-stats', {
      json: { title: 'X', value: '1', trend: '+', description: 'Too short', source: 'Me' },
    })
    expect(await bad.json()).toEqual({ error: 'The title needs 2 to 120 characters' })
  })
})

describe('the professional network for staff', () => {
  it('adds a contact (available by default), marks them unavailable, removes them', async () => {
    const created = await asStaff('/api/admin/networking-contacts', {
      json: {
        name: 'Rosa Diaz',
        title: 'Children’s Librarian',
        company: 'Austin Public Library',
        location: 'Austin, TX',
        expertise: 'Story hours and early literacy',
        email: 'rosa@example.org',
      },
    })
    expect(created.status).toBe(201)
    const contact = (await created.json()) as { id: number }
    expect(contact).toMatchObject({ available: true, phone: null })
    const busy = await asStaff(`/api/admin/networking-contacts/${contact.id}`, {
      method: 'PATCH',
      json: { available: false, phone: '(512) 555-0142' },
    })
    expect(await busy.json()).toMatchObject({ available: false, phone: '(512) 555-0142' })
    const badPhone = await asStaff(`/api/admin/networking-contacts/${contact.id}`, {
      method: 'PATCH',
      json: { phone: '12' },
    })
    expect(await badPhone.json()).toEqual({ error: 'Please enter a valid phone number' })
    expect(
      (await asStaff(`/api/admin/networking-contacts/${contact.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    expect(await actionsOn('contact', contact.id)).toEqual([
      'contact.create',
      'contact.update',
      'contact.remove',
    ])
  })
})
