import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const stats = api.admin['education-stats']
const oneStat = stats[':id']
const contacts = api.admin['networking-contacts']
const oneContact = contacts[':id']
const byId = (id: number) => ({ param: { id: String(id) } })

async function actionsOn(entity: string, id: number) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, id))
  return rows.filter((row) => row.entity === entity).map((row) => row.action)
}

describe('education statistics for staff', () => {
  it('adds, changes and removes a statistic, each on record', async () => {
    const created = await stats.$post(
      {
        json: {
          title: 'Daily readers',
          value: '64%',
          trend: '+3% since 2022',
          description: 'Children in our programs who read every day.',
          source: 'BrightMinds family survey',
          position: 1,
        },
      },
      asStaff,
    )
    const { id } = await bodyAt(created, 201)
    const changed = await oneStat.$patch({ ...byId(id), json: { value: '66%' } }, asStaff)
    expect(await changed.json()).toMatchObject({ id, value: '66%', title: 'Daily readers' })
    const listed = await bodyAt(await stats.$get({}, asStaff), 200)
    expect(listed.map((stat) => stat.id)).toContain(id)

    expect((await oneStat.$delete(byId(id), asStaff)).status).toBe(204)
    const again = await oneStat.$delete(byId(id), asStaff)
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: 'Statistic not found' })
    expect(await actionsOn('statistic', id)).toEqual([
      'statistic.create',
      'statistic.update',
      'statistic.remove',
    ])
  })

  it('refuses an empty change and a bad field with the field message', async () => {
    const empty = await oneStat.$patch({ ...byId(1), json: {} }, asStaff)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ error: 'Send at least one field to change' })
    const bad = await stats.$post(
      { json: { title: 'X', value: '1', trend: '+', description: 'Too short', source: 'Me' } },
      asStaff,
    )
    expect(await bad.json()).toEqual({ error: 'The title needs 2 to 120 characters' })
  })
})

describe('the professional network for staff', () => {
  it('adds a contact (available by default), marks them unavailable, removes them', async () => {
    const created = await contacts.$post(
      {
        json: {
          name: 'Rosa Diaz',
          title: 'Children’s Librarian',
          company: 'Austin Public Library',
          location: 'Austin, TX',
          expertise: 'Story hours and early literacy',
          email: 'rosa@example.org',
        },
      },
      asStaff,
    )
    const contact = await bodyAt(created, 201)
    expect(contact).toMatchObject({ available: true, phone: null })
    const busy = await oneContact.$patch(
      { ...byId(contact.id), json: { available: false, phone: '(512) 555-0142' } },
      asStaff,
    )
    expect(await busy.json()).toMatchObject({ available: false, phone: '(512) 555-0142' })
    const badPhone = await oneContact.$patch(
      { ...byId(contact.id), json: { phone: '12' } },
      asStaff,
    )
    expect(await badPhone.json()).toEqual({ error: 'Please enter a valid phone number' })
    expect((await oneContact.$delete(byId(contact.id), asStaff)).status).toBe(204)
    expect(await actionsOn('contact', contact.id)).toEqual([
      'contact.create',
      'contact.update',
      'contact.remove',
    ])
  })
})
