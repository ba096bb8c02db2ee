import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { requestLogger } from './request-logger'

describe('requestLogger', () => {
  it('logs one line per request with method, path, status and duration', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {})
    const app = new Hono().use(requestLogger()).get('/api/thing', (c) => c.json({}, 201))
    await app.request('/api/thing?secret=1')
    expect(logged).toHaveBeenCalledOnce()
    expect(logged.mock.calls[0]?.[0]).toMatch(/^GET \/api\/thing 201 \d+\.\dms$/)
    logged.mockRestore()
  })
})
