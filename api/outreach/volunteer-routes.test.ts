import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { volunteerApplications } from '../../db/schema'
import { validVolunteerApplication } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const apply = api.volunteer.$post

/** An application the contract refuses, sent as it is. */
const applyAnyway = (json: unknown) => request('/api/volunteer', { json })

async function applicationCount() {
  const [row] = await db.select({ n: count() }).from(volunteerApplications)
  return row!.n
}

describe('POST /api/volunteer', () => {
  it('stores the application and answers 201 with its id', async () => {
    const response = await apply({ json: validVolunteerApplication() })
    const { id } = await bodyAt(response, 201)
    const [stored] = await db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.id, id))
    expect(stored).toMatchObject(validVolunteerApplication())
  })

  it('trims what it stores', async () => {
    const response = await apply({ json: { ...validVolunteerApplication(), name: '  Sam Lee  ' } })
    const { id } = await bodyAt(response, 201)
    const [stored] = await db
      .select()
      .from(volunteerApplications)
      .where(eq(volunteerApplications.id, id))
    expect(stored?.name).toBe('Sam Lee')
  })

  it.each([
    ['name', 'S', 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '555-0142', 'Please enter a valid phone number'],
    ['location', 'X', 'Please enter your location'],
    ['expertise', 'Coding', 'Please describe your areas of interest (minimum 10 characters)'],
    ['availability', 'Sat', 'Please describe your availability'],
    [
      'message',
      'I like kids.',
      "Please tell us more about why you'd like to volunteer (minimum 20 characters)",
    ],
  ])(
    'rejects a short or invalid %s with the spec message, storing nothing',
    async (field, value, message) => {
      const before = await applicationCount()
      const response = await applyAnyway({ ...validVolunteerApplication(), [field]: value })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: message })
      expect(await applicationCount()).toBe(before)
    },
  )

  it('rejects a missing field with that field’s message', async () => {
    const { phone: _, ...withoutPhone } = validVolunteerApplication()
    const response = await applyAnyway(withoutPhone)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please enter a valid phone number' })
  })

  it('rejects a field of the wrong type with 400, not 500', async () => {
    const response = await applyAnyway({ ...validVolunteerApplication(), name: 42 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Name must be at least 2 characters' })
  })

  it('rejects unknown fields', async () => {
    const response = await applyAnyway({ ...validVolunteerApplication(), isAdmin: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown field: isAdmin' })
  })
})
