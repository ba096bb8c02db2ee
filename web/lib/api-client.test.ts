import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from './api-client'

/** The requests the client makes, answered 204. */
function capture() {
  const requests: Request[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'http://localhost'), init))
    return new Response(null, { status: 204 })
  })
  return requests
}

afterEach(() => vi.unstubAllGlobals())

describe('the typed client', () => {
  it('names the route by its path, with its params in place and its cookies along', async () => {
    const requests = capture()
    await api.forum.posts[':id'].comments.$post({
      param: { id: '12' },
      json: { content: 'Lovely workshop', clientId: 'c1' },
    })
    const [request] = requests
    expect(request!.method).toBe('POST')
    expect(new URL(request!.url).pathname).toBe('/api/forum/posts/12/comments')
    expect(request!.credentials).toBe('include')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(await request!.json()).toEqual({ content: 'Lovely workshop', clientId: 'c1' })
  })

  it('encodes param values, and sends the query without its absent values', async () => {
    const requests = capture()
    await api.forum.posts[':id'].$get({ param: { id: 'a/b c' } })
    await api.forum.posts.$get({ query: { cursor: 'x&y' } })
    await api.forum.posts.$get({ query: {} })
    expect(requests.map((request) => request.url.replace('http://localhost', ''))).toEqual([
      '/api/forum/posts/a%2Fb%20c',
      '/api/forum/posts?cursor=x%26y',
      '/api/forum/posts',
    ])
    expect(await requests[0]!.text()).toBe('')
  })

  it('adds the call’s headers and fetch options (an Idempotency-Key, an abort signal)', async () => {
    const requests = capture()
    const controller = new AbortController()
    await api.events.$get({ query: {} }, { init: { signal: controller.signal } })
    await api.donations.$post({ json: {} as never }, { headers: { 'Idempotency-Key': 'k-1' } })
    controller.abort()
    expect(requests[0]!.signal.aborted).toBe(true)
    expect(requests[1]!.headers.get('Idempotency-Key')).toBe('k-1')
  })

  it('sends a form as multipart, files included', async () => {
    const requests = capture()
    const file = new File(['<svg/>'], 'puzzle.svg', { type: 'image/svg+xml' })
    await api.admin.images.$post({ form: { file } })
    const form = await requests[0]!.formData()
    expect(form.get('file')).toBeInstanceOf(File)
    expect(await (form.get('file') as File).text()).toBe('<svg/>')
  })
})
