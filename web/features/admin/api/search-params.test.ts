import { describe, expect, it } from 'vitest'
import { applicationsView, giftsView, ordersView, subscribersView } from './list-views'
import { apiQuery, recordId } from './search-params'

// A back-office list's view as its URL holds it (decision 074): what a link says is kept, what
// cannot be read is dropped, so a stale or mistyped link still opens the list.

describe('a list view read from its URL', () => {
  it('keeps every part a link says', () => {
    expect(
      giftsView({
        type: 'monthly',
        status: 'past_due',
        method: 'paypal',
        from: '2026-01-01',
        to: '2026-12-31',
        q: 'Dana',
        page: 3,
      }),
    ).toEqual({
      type: 'monthly',
      status: 'past_due',
      method: 'paypal',
      from: '2026-01-01',
      to: '2026-12-31',
      q: 'Dana',
      page: 3,
    })
    expect(applicationsView({ kind: 'program', status: 'contacted' })).toEqual({
      kind: 'program',
      status: 'contacted',
    })
  })

  it('drops what cannot be read, part by part, and keeps the rest', () => {
    expect(
      giftsView({
        type: 'weekly',
        status: 'paid',
        method: 'wire',
        from: '2026-13-01',
        to: 'soon',
        page: 2,
      }),
    ).toEqual({ status: 'paid', page: 2 })
    expect(ordersView({ status: 'lost', q: 'Lee' })).toEqual({ q: 'Lee' })
    expect(applicationsView({ kind: 'robots', status: 'new' })).toEqual({
      status: 'new',
    })
    // A subscriber's status is not an application's, and the other way round.
    expect(subscribersView({ status: 'new' })).toEqual({})
    expect(applicationsView({ status: 'confirmed' })).toEqual({})
    // Named, so that the router does not keep the address's own unread text for the list.
    expect(subscribersView({ page: 'x' })).toHaveProperty('page', undefined)
  })

  it('reads a page after the first only, as a whole number', () => {
    const page = (value: unknown) => ordersView({ page: value }).page
    expect(page(2)).toBe(2)
    expect(page(999_999)).toBe(999_999)
    // The first page is the list without one; nothing below it or past the API's bound.
    for (const unread of [1, 0, -3, 2.5, 1_000_000, 'x', null]) expect(page(unread)).toBeUndefined()
  })

  it('reads words as the API does: trimmed text of at most 200 plain characters', () => {
    const words = (value: unknown) => subscribersView({ q: value }).q
    // The router reads ?q=2024 as a number: it is still words to look for.
    expect(words(2024)).toBe('2024')
    expect(words('  Lee  ')).toBe('Lee')
    expect(words('x'.repeat(200))).toHaveLength(200)
    for (const unread of ['   ', 'x'.repeat(201), 'bell\u0007', { q: 'Lee' }]) {
      expect(words(unread)).toBeUndefined()
    }
  })
})

describe("a record's number in its address", () => {
  it('is a positive whole number, or 0 (found by none) for anything else', () => {
    expect(recordId('12')).toBe(12)
    expect(recordId('9999999999')).toBe(9_999_999_999)
    for (const unread of ['0', '012', '-1', '1.5', 'abc', '', '12abc', '99999999999']) {
      expect(recordId(unread)).toBe(0)
    }
  })
})

describe('a list view as its API query', () => {
  it('sends only what is chosen, the page as text', () => {
    expect(apiQuery({ status: 'paid', q: undefined, page: 2, method: '' })).toEqual({
      status: 'paid',
      page: '2',
    })
    expect(apiQuery({})).toEqual({})
  })
})
