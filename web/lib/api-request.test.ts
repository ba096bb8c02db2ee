import { afterEach, describe, expect, it, vi } from 'vitest'
import { idempotencyKeyPattern } from '#core/idempotency-key'
import { api, send } from './api-client'
import { ApiError, errorMessage, NetworkError, newIdempotencyKey } from './api-request'

function answer(status: number, text: string, statusText = '') {
  vi.stubGlobal('fetch', async () => new Response(text || null, { status, statusText }))
}

async function failure(): Promise<unknown> {
  return send(api.orders.$get()).then(
    () => expect.unreachable(),
    (error: unknown) => error,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('errors of the typed client', () => {
  it('throws an ApiError with the status and the JSON body, its message the human sentence', async () => {
    const order = { subtotal: 39.98, shipping: 5.99, total: 45.97 }
    answer(409, JSON.stringify({ error: 'Prices have changed. Please review your order.', order }))
    const error = await failure()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, body: { order } })
    expect(errorMessage(error)).toBe('Prices have changed. Please review your order.')
  })

  it('keeps a body that is not our JSON error shape as the message', async () => {
    answer(502, 'Bad gateway from the proxy')
    expect(await failure()).toMatchObject({
      status: 502,
      body: { error: 'Bad gateway from the proxy' },
    })
    answer(503, '', 'Service Unavailable')
    expect(await failure()).toMatchObject({ body: { error: 'Service Unavailable' } })
  })

  it('treats an OK page that is not JSON (a captive portal) as no answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }),
    )
    expect(await failure()).toBeInstanceOf(NetworkError)
  })

  it('turns a request that got no answer into a NetworkError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await failure()).toBeInstanceOf(NetworkError)
  })
})

describe('newIdempotencyKey', () => {
  it('makes keys the API accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(idempotencyKeyPattern)
  })
})
