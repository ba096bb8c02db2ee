import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('follows a path on this site, with its search and hash', () => {
    expect(safeRedirect('/community?tab=forum#top')).toBe('/community?tab=forum#top')
  })

  it('falls back to / without a target', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
  })

  it('refuses absolute and protocol-relative URLs', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'community',
    ]) {
      expect(safeRedirect(target), target).toBe('/')
    }
  })
})
