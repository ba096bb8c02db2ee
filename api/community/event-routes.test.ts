import { describe, expect, it } from 'vitest'
import { insertCommunityEvent, insertUser, testPassword } from '../../test/factories'
import { parseCalendar } from '../../test/ics'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const clock = new Date('2026-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({ clock: () => clock })
const member = await insertUser(db)
const cookie = await signIn(request, member.username, testPassword)
const day = 24 * 3600 * 1000
const at = (days: number) => new Date(clock.getTime() + days * day)
const as = (who: string) => ({ headers: { Cookie: who } })
const english = { query: {} }
const inSpanish = { query: { locale: 'es' as const } }
const event = (id: number | string) => ({ param: { id: String(id) }, query: {} })
const rsvp = api.events[':id'].rsvp
const icsFile = api.events[':id']['calendar.ics']

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
    const response = await api.events.$get(english, as(cookie))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const events = await bodyAt(response, 200)
    expect(events.map((each) => each.id)).toEqual([underway.id, soon.id, later.id])
    expect(events[2]).toEqual({
      id: later.id,
      title: 'Safe online Q&A',
      description: later.description,
      startsAt: at(20).toISOString(),
      endsAt: new Date(at(20).getTime() + 3600_000).toISOString(),
      location: 'Online (Zoom)',
      url: 'https://example.org/join',
      rsvpCount: 0,
      rsvpedByMe: false,
    })
    expect(events[1]!.url).toBeNull()
    for (const each of events) expect(each).not.toHaveProperty('untranslated')
  })

  it('is for signed-in members only, like /community', async () => {
    const response = await api.events.$get(english)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })
})

const other = await insertUser(db)
const otherCookie = await signIn(request, other.username, testPassword)

describe('RSVPs', () => {
  it('counts each member once, says whether the caller is going, and takes it back', async () => {
    const soonEvent = event(soon.id)
    expect(await (await rsvp.$put(soonEvent, as(cookie))).json()).toEqual({
      rsvpCount: 1,
      rsvpedByMe: true,
    })
    // Twice is still once.
    expect(await (await rsvp.$put(soonEvent, as(cookie))).json()).toEqual({
      rsvpCount: 1,
      rsvpedByMe: true,
    })
    expect(await (await rsvp.$put(soonEvent, as(otherCookie))).json()).toEqual({
      rsvpCount: 2,
      rsvpedByMe: true,
    })
    const listed = await bodyAt(await api.events.$get(english, as(cookie)), 200)
    expect(listed.find((each) => each.id === soon.id)).toMatchObject({
      rsvpCount: 2,
      rsvpedByMe: true,
    })
    expect(await (await rsvp.$delete(soonEvent, as(cookie))).json()).toEqual({
      rsvpCount: 1,
      rsvpedByMe: false,
    })
    expect(await (await rsvp.$delete(soonEvent, as(cookie))).json()).toEqual({
      rsvpCount: 1,
      rsvpedByMe: false,
    })
  })

  it('answers 404 JSON for an event that is over, unpublished, unknown or not an id', async () => {
    const past = await insertCommunityEvent(db, {
      startsAt: at(-2),
      endsAt: new Date(at(-2).getTime() + 1000),
    })
    const hidden = await insertCommunityEvent(db, {
      startsAt: at(3),
      endsAt: at(4),
      published: false,
    })
    for (const id of [past.id, hidden.id, 999999, 'abc']) {
      for (const send of [rsvp.$put, rsvp.$delete]) {
        const response = await send(event(id), as(cookie))
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ error: 'Event not found' })
      }
      expect((await icsFile.$get(event(id), as(cookie))).status).toBe(404)
    }
    expect((await rsvp.$put(event(soon.id))).status).toBe(401)
  })
})

describe('GET /api/events/:id/calendar.ics', () => {
  it('is a valid iCalendar file of the event, its times in UTC and its join link', async () => {
    const response = await icsFile.$get(event(later.id), as(cookie))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="brightminds-event-${later.id}.ics"`,
    )
    const body = await response.text()
    expect(body.endsWith('\r\n')).toBe(true)
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    )
    const calendar = parseCalendar(body)
    expect(calendar.VERSION).toBe('2.0')
    expect(calendar.events).toHaveLength(1)
    expect(calendar.events[0]).toMatchObject({
      UID: expect.stringMatching(new RegExp(`^event-${later.id}@`)),
      DTSTART: '20260321T120000Z',
      DTEND: '20260321T130000Z',
      SUMMARY: 'Safe online Q&A',
      LOCATION: 'Online (Zoom)',
      URL: 'https://example.org/join',
    })
    expect(calendar.events[0]!.DESCRIPTION).toBe(
      `${later.description}\n\nJoin: https://example.org/join`,
    )
  })

  it('escapes commas, semicolons and new lines, and folds long lines', async () => {
    const tricky = await insertCommunityEvent(db, {
      title: 'Puzzles, stories; and more\\',
      description: `Line one\nLine two, with ${'a very long description '.repeat(6)}`,
      startsAt: at(7),
      endsAt: at(8),
    })
    const calendar = parseCalendar(await (await icsFile.$get(event(tricky.id), as(cookie))).text())
    expect(calendar.events[0]!.SUMMARY).toBe('Puzzles, stories; and more\\')
    expect(calendar.events[0]!.DESCRIPTION).toBe(tricky.description)
  })
})

describe('events in Spanish (decision 079)', () => {
  const translated = {
    title: 'Noche de cuentos en familia',
    description: 'Juegos de narración para niños de 6 a 12 años.',
    location: 'En línea (Zoom)',
  }

  it('answers at ?locale=es with what staff wrote in Spanish, naming what is still English', async () => {
    const whole = await insertCommunityEvent(db, { startsAt: at(30), es: translated })
    const partly = await insertCommunityEvent(db, {
      startsAt: at(31),
      es: { title: 'Preguntas sobre seguridad en línea' },
    })
    const events = await bodyAt(await api.events.$get(inSpanish, as(cookie)), 200)
    const listed = (id: number) => events.find((each) => each.id === id)
    expect(listed(whole.id)).toMatchObject(translated)
    expect(listed(whole.id)).not.toHaveProperty('untranslated')
    expect(listed(partly.id)).toMatchObject({
      title: 'Preguntas sobre seguridad en línea',
      description: partly.description,
      location: 'Online (Zoom)',
      untranslated: ['description', 'location'],
    })
    // An event staff have written nothing in Spanish for: in English, all of it named.
    expect(listed(later.id)).toMatchObject({
      title: 'Safe online Q&A',
      untranslated: ['title', 'description', 'location'],
    })

    const inEnglish = await bodyAt(await api.events.$get(english, as(cookie)), 200)
    expect(inEnglish.find((each) => each.id === whole.id)).toMatchObject({
      title: whole.title,
      location: 'Online (Zoom)',
    })
    for (const each of inEnglish) expect(each).not.toHaveProperty('untranslated')

    const calendar = await icsFile.$get({ ...event(whole.id), ...inSpanish }, as(cookie))
    expect(parseCalendar(await calendar.text()).events[0]).toMatchObject({
      SUMMARY: translated.title,
      DESCRIPTION: translated.description,
      LOCATION: translated.location,
    })
  })

  it.each([
    '/api/events?locale=fr',
    '/api/events?locale=ES',
    `/api/events/${later.id}/calendar.ics?locale=fr`,
  ])('refuses a language it does not speak (%s) with a 400', async (path) => {
    const response = await request(path, as(cookie))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please choose English or Spanish.' })
  })
})
