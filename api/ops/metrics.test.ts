import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { insertProduct } from '../../test/factories'
import { createTestApp } from '../../test/test-app'

const token = 'metrics-token-for-the-tests'
const { request, api, db } = await createTestApp({ metrics: true, env: { METRICS_TOKEN: token } })
const scrape = (authorization?: string) =>
  request('/metrics', { headers: authorization ? { Authorization: authorization } : {} })

describe('GET /metrics', () => {
  it('answers only the configured token', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape('Bearer not-the-token-at-all!')).status).toBe(401)
    const response = await scrape(`Bearer ${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
  })

  it('counts requests by route pattern and status, with their latency', async () => {
    const product = await insertProduct(db)
    await api.products[':id'].$get({ param: { id: String(product.id) }, query: {} })
    await api.products[':id'].$get({ param: { id: '999999' }, query: {} })
    const text = await (await scrape(`Bearer ${token}`)).text()
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/:id",status="200"\} 1/,
    )
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/:id",status="404"\} 1/,
    )
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id"\} 2/,
    )
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
    // This process's database connections: the pool's size, and at least the one just used.
    expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/)
    expect(text).toMatch(/db_pool_connections\{state="open"\} [1-9]/)
  })

  it('shows the outbox backlog and payment webhook failures', async () => {
    await db.insert(outbox).values([
      { to: 'a@example.org', subject: 'One', body: 'x' },
      { to: 'b@example.org', subject: 'Two', body: 'y' },
    ])
    // No Stripe here: the webhook answers 503, and Stripe would retry it. (A raw webhook body,
    // sent as it is.)
    await request('/api/stripe/webhook', { method: 'POST', body: '{}' })
    const text = await (await scrape(`Bearer ${token}`)).text()
    expect(text).toMatch(/outbox_backlog 2/)
    expect(text).toMatch(/webhook_failures_total\{provider="stripe"\} 1/)
  })
})

describe('without METRICS_TOKEN', () => {
  it('serves no metrics (and not the site’s page)', async () => {
    const { request: plain } = await createTestApp({ metrics: true })
    const response = await plain('/metrics')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})
