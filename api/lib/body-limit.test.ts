import { Agent, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { validVolunteerApplication } from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { dropLimitBytes } from './body-limit'

// Over a real socket, as a browser keeps one open: an oversized or unread body must not cost the
// client its next request on that connection (issue 29: it failed with ECONNRESET).

const { app } = await createTestApp()
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise<void>((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(
  () =>
    new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections()
      server.close(() => resolve())
    }),
)

interface Sent {
  method?: string
  path: string
  body?: string
  /** Sent chunked, without a Content-Length. */
  chunked?: boolean
  /** Declares this Content-Length but sends only `body`, as an upload cut short by the answer. */
  declaredLength?: number
  headers?: Record<string, string>
}

interface Answer {
  status: number
  connection: string | undefined
  json: unknown
  /** Whether the request went out on a connection an earlier request had used. */
  reusedSocket: boolean
}

/** One request through `agent`, resolved once its whole answer has arrived. */
function send(agent: Agent, sent: Sent): Promise<Answer> {
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json',
    ...sent.headers,
  }
  if (sent.body !== undefined && !sent.chunked) {
    headers['Content-Length'] = sent.declaredLength ?? Buffer.byteLength(sent.body)
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, agent, method: sent.method ?? 'GET', path: sent.path, headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            json: JSON.parse(Buffer.concat(chunks).toString()),
            reusedSocket: request.reusedSocket,
          })
          // An upload cut short stops here; the rest of it was never going to be sent.
          if (sent.declaredLength !== undefined) request.destroy()
        })
      },
    )
    // After the answer, an upload cut short may end in an error: the promise is settled by then.
    request.on('error', reject)
    if (sent.body === undefined) return void request.end()
    if (sent.chunked) {
      for (let at = 0; at < sent.body.length; at += 16 * 1024) {
        request.write(sent.body.slice(at, at + 16 * 1024))
      }
    } else {
      request.write(sent.body)
    }
    if (sent.declaredLength === undefined) request.end()
  })
}

const oneConnection = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  onTestFinished(() => agent.destroy())
  return agent
}

/** A volunteer application with a 300 KB message: more than BODY_LIMIT_BYTES (64 KB). */
const pastedTooMuch = JSON.stringify({
  ...validVolunteerApplication(),
  message: 'I can help. '.repeat(25_000),
})
const tooLarge = { error: 'Request body too large' }

describe('an oversized body', () => {
  it.each([
    ['with its length declared', { method: 'POST', path: '/api/volunteer', body: pastedTooMuch }],
    [
      'sent chunked',
      { method: 'POST', path: '/api/volunteer', body: pastedTooMuch, chunked: true },
    ],
    ['on an admin PATCH', { method: 'PATCH', path: '/api/admin/products/1', body: pastedTooMuch }],
  ])('is refused %s, and the same connection serves the next request', async (_, sent) => {
    const agent = oneConnection()
    const refused = await send(agent, sent)
    expect(refused).toMatchObject({ status: 413, connection: 'keep-alive', json: tooLarge })
    const next = await send(agent, { path: '/api/health' })
    expect(next).toMatchObject({ status: 200, reusedSocket: true })
  })

  it('too big to read through is refused at once, on a connection the answer closes', async () => {
    const agent = oneConnection()
    const refused = await send(agent, {
      method: 'POST',
      path: '/api/volunteer',
      body: pastedTooMuch,
      declaredLength: dropLimitBytes + 1,
    })
    expect(refused).toMatchObject({ status: 413, connection: 'close', json: tooLarge })
    const next = await send(agent, { path: '/api/health' })
    expect(next).toMatchObject({ status: 200, reusedSocket: false })
  })
})

describe('a body nothing read', () => {
  it('is dropped after its handler, and the same connection serves the next request', async () => {
    const agent = oneConnection()
    // Within the photo upload's limit, refused (not signed in) before anything reads it.
    const photo = 'x'.repeat(2 * 1024 * 1024)
    const refused = await send(agent, { method: 'POST', path: '/api/admin/images', body: photo })
    expect(refused).toMatchObject({ status: 401, connection: 'keep-alive' })
    const next = await send(agent, { path: '/api/health' })
    expect(next).toMatchObject({ status: 200, reusedSocket: true })
  })

  it('is dropped when a cross-site request is refused before the body limit', async () => {
    const agent = oneConnection()
    const refused = await send(agent, {
      method: 'POST',
      path: '/api/volunteer',
      body: pastedTooMuch,
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(refused).toMatchObject({ status: 403, connection: 'keep-alive' })
    const next = await send(agent, { path: '/api/health' })
    expect(next).toMatchObject({ status: 200, reusedSocket: true })
  })
})
