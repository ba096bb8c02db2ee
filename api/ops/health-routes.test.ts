import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { healthRoutes } from './health-routes'

const { request } = await createTestApp()

describe('GET /api/health', () => {
  it('reports the database up, never cached', async () => {
    const response = await request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 503 with the database down when it cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreachable = { ping: () => Promise.reject(new Error('connection refused')) }
    const response = await healthRoutes(unreachable).request('/')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', database: 'down' })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})
