import { describe, expect, it } from 'vitest'
import { insertCommunityEvent, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

const clock = new Date('2026-03-01T12:00:00Z')
const { request, db } = await createTestApp({ clock: () => clock })
const member = await insertUser(db)
const cookie = await signIn(request, member.username, testPassword)
const day = 24 * 3600 * 1000
const at = (days: number) => new Date(clock.getTime() + days * day)

const later = await insertCommunityEvent(db, {
  title: 'Safe online Q&A',
  startsAt: at(20),
  endsAt: new Date(at(20).getTime() + 3600_000),
  url: 'https://example.org/join',
})
const soon = await insertCommunityEvent(db, {
  title: 'Storytelling night',
  startsAt: at(5),
  endsAt: new Date(at(5).getTime() + 2700_000),
})
// Started an hour ago and still running: listed. Over yesterday, or not published: not.
const underway = await insertCommunityEvent(db, {
  startsAt: new Date(clock.getTime() - 3600_000),
  endsAt: new Date(clock.getTime() + 3600_000),
})
await insertCommunityEvent(db, { startsAt: at(-1), endsAt: new Date(at(-1).getTime() + 1000) })
await insertCommunityEvent(db, { startsAt: at(3), endsAt: at(4), published: false })

describe('GET /api/events', () => {
  it('lists published events that are not over yet, soonest first', async () => {
    const response = await request('/api/events', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const events = await response.json()
    expect(events.map((event: { id: number }) => event.id)).toEqual([
      underway.id,
      soon.id,
      later.id,
    ])
    expect(events[2]).toEqual({
      id: later.id,
      title: 'Safe online Q&A',
      description: later.description,
      startsAt: at(20).toISOString(),
      endsAt: new Date(at(20).getTime() + 3600_000).toISOString(),
      location: 'Online (Zoom)',
      url: 'https://example.org/join',
    })
    expect(events[1].url).toBeNull()
  })

  it('is for signed-in members only, like /community', async () => {
    const response = await request('/api/events')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })
})
