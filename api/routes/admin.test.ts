import { describe, expect, it } from 'vitest'
import { insertEducationStat, insertNetworkingContact } from '../../test/factories'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp()

describe('GET /api/admin/education-stats', () => {
  it('lists statistics in their display position', async () => {
    const second = await insertEducationStat(db, { title: 'Reading gains', position: 2 })
    const first = await insertEducationStat(db, {
      title: 'Problem-solving',
      trend: '+87%',
      value: '87%',
      description: 'Students who improved problem-solving.',
      source: 'BrightMinds program survey',
      position: 1,
    })
    const response = await request('/api/admin/education-stats')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual([
      {
        id: first.id,
        title: 'Problem-solving',
        trend: '+87%',
        value: '87%',
        description: 'Students who improved problem-solving.',
        source: 'BrightMinds program survey',
      },
      {
        id: second.id,
        title: 'Reading gains',
        trend: second.trend,
        value: second.value,
        description: second.description,
        source: second.source,
      },
    ])
  })
})

describe('GET /api/admin/networking-contacts', () => {
  it('lists contacts, with phone null when there is none', async () => {
    const withPhone = await insertNetworkingContact(db, { name: 'Ada Park', phone: '512-555-0100' })
    const withoutPhone = await insertNetworkingContact(db, { name: 'Ben Cho' })
    const response = await request('/api/admin/networking-contacts')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: withPhone.id,
        name: 'Ada Park',
        title: withPhone.title,
        company: withPhone.company,
        location: withPhone.location,
        expertise: withPhone.expertise,
        email: withPhone.email,
        phone: '512-555-0100',
        available: true,
      },
      expect.objectContaining({ id: withoutPhone.id, name: 'Ben Cho', phone: null }),
    ])
  })
})
