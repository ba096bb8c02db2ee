import { Hono } from 'hono'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../app-env'
import { log, logOptions } from './log'
import { requestContext } from './request-logger'

afterEach(() => vi.restoreAllMocks())

function app(logRequests = true) {
  return new Hono<AppEnv>()
    .use(requestContext({ logRequests }))
    .get('/api/thing', (c) => c.json({ id: c.get('requestId') }, 201))
    .get('/api/health', (c) => c.json({ status: 'ok' }))
}

describe('the request context', () => {
  it('names each request, answers the id and logs one JSON line without the query', async () => {
    const logged = vi.spyOn(log, 'info').mockImplementation(() => {})
    const response = await app().request('/api/thing?token=secret')
    const id = response.headers.get('X-Request-Id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.json()).toEqual({ id })
    expect(logged).toHaveBeenCalledOnce()
    const [line, message] = logged.mock.calls[0] as unknown as [Record<string, unknown>, string]
    expect(message).toBe('request')
    expect(line).toMatchObject({ requestId: id, method: 'GET', path: '/api/thing', status: 201 })
    expect(JSON.stringify(line)).not.toContain('secret')
  })

  it('keeps a proxy’s request id when it looks like one, and makes its own otherwise', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {})
    const kept = await app().request('/api/thing', {
      headers: { 'X-Request-Id': 'caddy-7f3a9c01' },
    })
    expect(kept.headers.get('X-Request-Id')).toBe('caddy-7f3a9c01')
    const odd = await app().request('/api/thing', { headers: { 'X-Request-Id': 'a b<script>' } })
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('does not log health checks, nor anything when request logs are off', async () => {
    const logged = vi.spyOn(log, 'info').mockImplementation(() => {})
    await app().request('/api/health')
    await app(false).request('/api/thing')
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('the log', () => {
  it('redacts what identifies a person or opens an account', () => {
    const lines: string[] = []
    const capture = pino({ ...logOptions, level: 'info' }, { write: (line) => lines.push(line) })
    capture.info(
      {
        headers: { cookie: '__Host-session=abc', authorization: 'Bearer t' },
        user: { email: 'dana@example.org', password: 'hunter22' },
        token: 'reset-token',
        body: { note: 'a message' },
      },
      'something happened',
    )
    const line = JSON.parse(lines[0]!)
    expect(line).toMatchObject({
      level: 'info',
      msg: 'something happened',
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      user: { email: '[redacted]', password: '[redacted]' },
      token: '[redacted]',
      body: '[redacted]',
    })
    expect(lines[0]).not.toMatch(/dana@|hunter22|reset-token|abc|a message/)
  })
})
