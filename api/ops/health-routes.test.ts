import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { openTestDatabase } from '../../test/test-db'
import { log } from '../lib/log'
import { healthRoutes, readinessRoutes } from './health-routes'

const { request } = await createTestApp()

describe('GET /api/health', () => {
  it('reports the database up, never cached', async () => {
    const response = await request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 503 with the database down when it cannot be reached', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const unreachable = { ping: () => Promise.reject(new Error('connection refused')) }
    const response = await healthRoutes(unreachable).request('/')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', database: 'down' })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})

describe('readiness', () => {
  it('is ready when the database answers and has every migration', async () => {
    const ready = { ping: async () => {}, pendingMigrations: async () => 0 }
    const response = await readinessRoutes(ready).request('/')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready', database: 'up', pending: 0 })
  })

  it('is not ready while migrations are missing or the database is down', async () => {
    const behind = { ping: async () => {}, pendingMigrations: async () => 2 }
    expect((await readinessRoutes(behind).request('/')).status).toBe(503)
    vi.spyOn(log, 'error').mockImplementation(() => {})
    const down = {
      ping: () => Promise.reject(new Error('connection refused')),
      pendingMigrations: async () => 0,
    }
    const response = await readinessRoutes(down).request('/')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'not-ready', database: 'down' })
  })
})

describe('a migrated database', () => {
  it('lacks no migration', async () => {
    const handle = await openTestDatabase()
    expect(await handle.pendingMigrations()).toBe(0)
    await handle.close()
  })
})
