import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-request'
import { createQueryClient, queryClient } from './query-client'

const retry = queryClient.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean

afterEach(() => onlineManager.setOnline(true))

describe('query client defaults', () => {
  it('never retries a mutation, and fails one at once when offline instead of pausing it', () => {
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false)
    expect(queryClient.getDefaultOptions().mutations?.networkMode).toBe('always')
  })

  it('retries a failed query once, but never a 4xx answer', () => {
    expect(retry(0, new ApiError(503, { error: 'Service Unavailable' }))).toBe(true)
    expect(retry(1, new ApiError(503, { error: 'Service Unavailable' }))).toBe(false)
    expect(retry(0, new ApiError(404, { error: 'Product not found' }))).toBe(false)
  })

  it('tries a query once even offline (the service worker may answer) and never retries it offline', () => {
    expect(queryClient.getDefaultOptions().queries?.networkMode).toBe('offlineFirst')
    onlineManager.setOnline(false)
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(false)
  })
})

describe('a server render’s query client', () => {
  it('retries nothing: the browser tries again once it has the page', () => {
    const server = createQueryClient({ serverRender: true })
    expect(server.getDefaultOptions().queries?.retry).toBe(false)
  })
})
