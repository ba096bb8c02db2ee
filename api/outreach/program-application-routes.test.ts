import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { programApplications } from '../../db/schema'
import { validProgramApplication } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const apply = api['program-applications'].$post

/** An application the contract refuses, sent as it is. */
const applyAnyway = (json: unknown) => request('/api/program-applications', { json })

async function applicationCount() {
  const [row] = await db.select({ n: count() }).from(programApplications)
  return row!.n
}

describe('POST /api/program-applications', () => {
  it('stores the application and answers 201 with its id', async () => {
    const response = await apply({ json: validProgramApplication() })
    const { id } = await bodyAt(response, 201)
    const [stored] = await db
      .select()
      .from(programApplications)
      .where(eq(programApplications.id, id))
    expect(stored).toMatchObject(validProgramApplication())
  })

  it('accepts the grade as the select sends it, a string', async () => {
    const response = await apply({
      json: { ...validProgramApplication(), grade: '8', message: undefined },
    })
    const { id } = await bodyAt(response, 201)
    const [stored] = await db
      .select()
      .from(programApplications)
      .where(eq(programApplications.id, id))
    expect(stored).toMatchObject({ grade: 8, message: '' })
  })

  it.each([
    ['childName', 'M', "Please enter your child's name"],
    ['grade', 2, 'Please choose a grade from 3 to 8'],
    ['grade', 9, 'Please choose a grade from 3 to 8'],
    ['grade', 'five', 'Please choose a grade from 3 to 8'],
    ['grade', 4.5, 'Please choose a grade from 3 to 8'],
    ['guardianName', 'J', "Please enter the parent or guardian's name"],
    ['email', 'jordan.example.org', 'Please enter a valid email address'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['program', 'Knitting', 'Please choose a program'],
  ])('rejects %s = %j with the form message, storing nothing', async (field, value, message) => {
    const before = await applicationCount()
    const response = await applyAnyway({ ...validProgramApplication(), [field]: value })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(await applicationCount()).toBe(before)
  })

  it('rejects unknown fields', async () => {
    const response = await applyAnyway({ ...validProgramApplication(), priority: 'high' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown field: priority' })
  })
})
