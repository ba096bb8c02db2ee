import { describe, expect, it } from 'vitest'
import { queryClient } from './query-client'

describe('query client defaults', () => {
  it('never retries a mutation', () => {
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false)
  })

  it('retries a failed query once, but never a 4xx answer', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean
    expect(retry(0, new Error('503: Service Unavailable'))).toBe(true)
    expect(retry(1, new Error('503: Service Unavailable'))).toBe(false)
    expect(retry(0, new Error('404: {"error":"Product not found"}'))).toBe(false)
  })
})
