import { parentPort, workerData } from 'node:worker_threads'
import { type FromWorker, type ToWorker, toResponse, type WireResponse } from './render-workers'
import { loadPageRenderer } from './server-render'

/**
 * A page render worker (decision 069): renders pages with the build's renderer beside
 * `workerData.staticDir`, asking the server for the page's API calls. Bundled as
 * dist/api/render-worker.js.
 */
const port = parentPort!
const renderer = loadPageRenderer((workerData as { staticDir: string }).staticDir)
const calls = new Map<number, { resolve(answer: Response): void; reject(error: Error): void }>()
let nextCall = 0

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer)

port.on('message', (message: ToWorker) => {
  if (message.kind === 'fetched') {
    const call = calls.get(message.call)
    calls.delete(message.call)
    if (!call) return
    if ('error' in message.answer) call.reject(new Error(message.answer.error))
    else call.resolve(toResponse(message.answer))
    return
  }
  void render(message)
})

async function render(message: Extract<ToWorker, { kind: 'render' }>) {
  const { id } = message
  const fetchApi: typeof fetch = (input, init) =>
    new Promise((resolve, reject) => {
      const call = ++nextCall
      calls.set(call, { resolve, reject })
      const body = init?.body
      post({
        kind: 'fetch',
        id,
        call,
        url: String(input),
        init: {
          method: init?.method,
          headers: [...new Headers(init?.headers)],
          body: typeof body === 'string' ? body : undefined,
        },
      })
    })
  try {
    if (!renderer) throw new Error('The build has no page renderer.')
    const rendered = await renderer.render(new Request(message.url, { headers: message.headers }), {
      fetchApi,
      origin: message.origin,
      nonce: message.nonce,
    })
    if (!rendered) return post({ kind: 'rendered', id, page: null })
    const body = await rendered.arrayBuffer()
    const page: WireResponse = { status: rendered.status, headers: [...rendered.headers], body }
    post({ kind: 'rendered', id, page }, [body])
  } catch (error) {
    post({
      kind: 'failed',
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
  }
}
