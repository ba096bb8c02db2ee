import { count } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { volunteerApplications } from '../db/schema'
import { validVolunteerApplication } from '../test/factories'
import { createTestApp } from '../test/test-app'
import { log } from './lib/log'

const { app, request, api, db } = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } })
// Routes must exist before the first request builds the router.
app.get('/api/test-explodes', () => {
  throw new Error('secret connection string in a stack trace')
})

async function volunteerCount() {
  const [row] = await db.select({ n: count() }).from(volunteerApplications)
  return row!.n
}

// Most requests here stay raw on purpose: they test what the app does with requests no client
// of the contract sends (unknown paths, methods a route lacks, malformed or non-object JSON, other
// content types, a hand-declared Content-Length, HEAD) or reach routes outside the API's type
// (/api/health, mounted ahead of it; /api/test-explodes, added above).
function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return request(path, { method: 'POST', body, headers })
}

describe('errors leave as JSON with the right status', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const response = await request('/api/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('answers 404 JSON for a method a resource does not have', async () => {
    const response = await request('/api/products', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('offers the Giving endpoint (issue 5): an empty donation is a 400, not a 404', async () => {
    const response = await post('/api/donations', '{}', { 'Content-Type': 'application/json' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please enter a valid donation amount.' })
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await post('/api/volunteer', '{"name": "Jo', {
      'Content-Type': 'application/json',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' })
  })

  it.each([
    ['no content type', {}],
    ['a form content type', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'Content-Type': 'text/plain' }],
  ])('rejects a JSON endpoint called with %s with 415', async (_, headers) => {
    const response = await post(
      '/api/volunteer',
      JSON.stringify(validVolunteerApplication()),
      headers,
    )
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' })
  })

  it.each([['[]'], ['null'], ['"hello"'], ['42']])(
    'rejects the JSON body %s with 400',
    async (body) => {
      const response = await post('/api/email-signup', body, { 'Content-Type': 'application/json' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Request body must be a JSON object' })
    },
  )

  it('rejects an oversized body with 413 and stores nothing', async () => {
    const before = await volunteerCount()
    const oversized = { ...validVolunteerApplication(), message: 'x'.repeat(4096) }
    const response = await api.volunteer.$post({ json: oversized })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body too large' })
    expect(await volunteerCount()).toBe(before)
  })

  it('rejects an oversized body by its declared length', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(3000)}@example.org` })
    const response = await post('/api/email-signup', body, {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body too large' })
  })

  it('never answers 5xx to a client mistake', async () => {
    const mistakes: [string, RequestInit][] = [
      [
        '/api/volunteer',
        { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        '/api/volunteer',
        {
          method: 'POST',
          body: '{"name":{"$gt":""}}',
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        '/api/email-signup',
        {
          method: 'POST',
          body: '{"email":["a@b.co"]}',
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        '/api/program-applications',
        { method: 'POST', body: '{"grade":null}', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        '/api/program-applications',
        {
          method: 'POST',
          body: '\u0000',
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        },
      ],
      ['/api/products/%E0%A4%A', {}],
      ['/api/products/%', {}],
      ['/api/products/1%2F2', {}],
      ['/api/content?published=false', { method: 'POST' }],
    ]
    for (const [path, init] of mistakes) {
      const response = await request(path, init)
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500)
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
  })

  it('hides an unexpected failure behind 500 and logs it', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const response = await request('/api/test-explodes')
    expect(response.status).toBe(500)
    const text = await response.text()
    // The id in the body and the header is the one in the log line, for staff to find it.
    const requestId = response.headers.get('X-Request-Id')
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', requestId })
    expect(text).not.toContain('secret')
    expect(logged).toHaveBeenCalledOnce()
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId })
    logged.mockRestore()
  })
})

describe('headers', () => {
  it('sends a content security policy that allows Stripe and nothing else foreign', async () => {
    const csp = (await request('/api/health')).headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    // Inline scripts only with this response's nonce (a server-rendered page's data, decision 043).
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/]+=*' https:\/\/js\.stripe\.com;/)
    expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com")
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(csp).toContain("connect-src 'self' https://api.stripe.com")
    expect(csp).toContain("img-src 'self' data: blob: https://*.stripe.com")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
    const again = (await request('/api/health')).headers.get('Content-Security-Policy') ?? ''
    const nonce = (policy: string) => policy.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce(again)).not.toBe(nonce(csp))
  })

  it('sends the usual hardening headers', async () => {
    const response = await request('/api/health')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
  })

  it('does not let errors be cached', async () => {
    const response = await request('/api/nope')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await request('/api/products', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })
})
