import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll } from 'vitest'
import type { FastPath } from '../api/lib/fast-path'

/**
 * The app behind two real sockets, one with `fastPath` in front as the server has it and one
 * without, so a test can ask both the same and compare (decisions 042 and 068). Closed after the
 * file.
 */
export async function fastAndPlainServers(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  fastPath: FastPath,
) {
  const served = { fast: 0 }
  const listener = getRequestListener(app.fetch)
  const listen = (withFastPath: boolean) => {
    const server = createServer((req, res) => {
      if (withFastPath && fastPath(req, res)) served.fast++
      else listener(req, res)
    })
    return new Promise<{ server: Server; origin: string }>((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({ server, origin: `http://127.0.0.1:${port}` })
      })
    })
  }
  const fast = await listen(true)
  const plain = await listen(false)
  afterAll(() => {
    fast.server.close()
    plain.server.close()
  })

  /** `path` asked of both (redirects not followed): what each answered, and whether fast. */
  const both = async (path: string, init: RequestInit = {}) => {
    const before = served.fast
    const ask = async (origin: string) =>
      visible(await fetch(`${origin}${path}`, { redirect: 'manual', ...init }))
    const answers = { fast: await ask(fast.origin), plain: await ask(plain.origin) }
    return { ...answers, servedFast: served.fast > before }
  }
  return { both, fastOrigin: fast.origin }
}

/**
 * The parts of an answer a client can see, but for its date, a script nonce (an API answer's
 * policy carries the app's per-response one) and the request's own id (each answer has one;
 * the tests check it apart).
 */
async function visible(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
      .map(([name, value]) => [
        name,
        name === 'x-request-id' ? 'an id' : value.replace(/ 'nonce-[^']*'/g, ''),
      ]),
  )
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) }
}
