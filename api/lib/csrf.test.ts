import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'

const { request } = await createTestApp({ env: { TRUST_PROXY: 'true' } })
const signup = { email: 'csrf@example.org', source: 'newsletter' }
const site = 'http://localhost'

function post(headers: Record<string, string>, url = `${site}/api/email-signup`) {
  return request(url, { json: signup, headers })
}

describe('cross-site request refusal', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an Origin on another port', { Origin: 'http://localhost:8080' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'the right Origin but Sec-Fetch-Site cross-site',
      { Origin: site, 'Sec-Fetch-Site': 'cross-site' },
    ],
  ])('refuses a POST with %s with 403 JSON', async (_, headers) => {
    const response = await post(headers)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Cross-site request refused' })
  })

  it.each([
    ['this site as Origin', { Origin: site }],
    ['Sec-Fetch-Site same-origin', { Origin: site, 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'Sec-Fetch-Site': 'none' }],
    ['neither header (not a browser page)', {}],
  ])('allows a POST with %s', async (_, headers) => {
    const response = await post(headers)
    expect(response.status).toBeLessThan(300)
  })

  it('compares with the address the browser used behind a trusted proxy', async () => {
    const headers = {
      Origin: 'https://brightminds.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'brightminds.example',
    }
    expect((await post(headers)).status).toBeLessThan(300)
    expect((await post({ ...headers, 'X-Forwarded-Proto': 'http' })).status).toBe(403)
  })

  it('guards every state-changing endpoint, sign-out included, but never GET', async () => {
    const foreign = { Origin: 'https://evil.example' }
    for (const path of ['/api/login', '/api/register', '/api/logout', '/api/password-reset']) {
      const response = await request(path, { method: 'POST', headers: foreign })
      expect(response.status, path).toBe(403)
    }
    expect(
      (await request('/api/account/password', { method: 'PUT', headers: foreign })).status,
    ).toBe(403)
    expect((await request('/api/products', { headers: foreign })).status).toBe(200)
  })
})
