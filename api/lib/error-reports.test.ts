import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { reportError, reportErrorsTo } from './error-reports'

/** A stand-in for Sentry's envelope endpoint: every request it receives, with its body. */
const received: { path: string; auth: string; body: string }[] = []
let arrived = () => {}
const sentry = createServer(async (request: IncomingMessage, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  received.push({ path: request.url ?? '', auth: String(request.headers['x-sentry-auth']), body })
  response.writeHead(200).end('{}')
  arrived()
})
await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve))
const { port } = sentry.address() as AddressInfo
afterAll(() => {
  reportErrorsTo(undefined, { environment: 'test' })
  sentry.close()
})

const { app, request } = await createTestApp()
app.get('/api/test-fails', () => {
  throw new TypeError('the order total is undefined')
})

describe('error reports', () => {
  it('send an unexpected 500 to the DSN’s envelope endpoint, with its request id and no body', async () => {
    reportErrorsTo(`http://public-key@127.0.0.1:${port}/42`, { environment: 'production' })
    const delivered = new Promise<void>((resolve) => (arrived = resolve))
    const response = await request('/api/test-fails?token=abc', {
      headers: { Cookie: 'session=secret-cookie' },
    })
    expect(response.status).toBe(500)
    await delivered
    const [report] = received
    expect(report!.path).toBe('/api/42/envelope/')
    expect(report!.auth).toContain('sentry_key=public-key')
    const [header, item, event] = report!.body.split('\n').map((line) => JSON.parse(line))
    expect(item).toEqual({ type: 'event' })
    expect(event.event_id).toBe(header.event_id)
    expect(event).toMatchObject({
      level: 'error',
      environment: 'production',
      exception: {
        values: [{ type: 'TypeError', value: 'TypeError: the order total is undefined' }],
      },
      tags: { request_id: response.headers.get('X-Request-Id') },
      request: { method: 'GET', url: '/api/test-fails' },
    })
    expect(report!.body).not.toMatch(/secret-cookie|token=abc/)
  })

  it('are off without a DSN', async () => {
    reportErrorsTo(undefined, { environment: 'production' })
    const before = received.length
    await reportError(new Error('x'), { description: 'Error: x' })
    expect(received).toHaveLength(before)
  })
})
