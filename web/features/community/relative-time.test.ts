import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-05-10T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10), now)).toBe('just now')
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago')
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago')
    expect(relativeTime(ago(86_400), now)).toBe('yesterday')
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago')
    expect(relativeTime(ago(14 * 86_400), now)).toBe('2 weeks ago')
    expect(relativeTime(ago(400 * 86_400), now)).toBe('last year')
  })

  it('treats a clock slightly ahead of the server as now', () => {
    expect(relativeTime(new Date(now.getTime() + 20_000).toISOString(), now)).toBe('just now')
  })
})
