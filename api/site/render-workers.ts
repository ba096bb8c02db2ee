import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { log } from '../lib/log'
import { hasPageRenderer, type PageRenderer } from './server-render'

/** What the server asks of a render worker (api/site/render-worker.ts), and what it answers. */
export type ToWorker =
  | {
      kind: 'render'
      id: number
      url: string
      headers: [string, string][]
      origin: string
      nonce?: string
    }
  | { kind: 'fetched'; id: number; call: number; answer: WireResponse | { error: string } }

export type FromWorker =
  | { kind: 'fetch'; id: number; call: number; url: string; init: WireRequestInit }
  | { kind: 'rendered'; id: number; page: WireResponse | null }
  | { kind: 'failed'; id: number; error: string }

export interface WireResponse {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

export interface WireRequestInit {
  method?: string
  headers: [string, string][]
  body?: string
}

export interface RenderWorkersOptions {
  /** The worker's script: dist/api/render-worker.js (the tests: its source, through tsx). */
  script: URL
  /** The built site (dist/web), whose renderer (dist/server) each worker loads. */
  staticDir: string
  /** Workers: one per render turn (the render queue's concurrency). */
  size: number
}

export interface WorkerPageRenderer extends PageRenderer {
  close(): Promise<void>
}

interface Render {
  resolve(page: Response | null): void
  reject(error: Error): void
  fetchApi: typeof fetch
}

interface Slot {
  worker: Worker
  renders: Map<number, Render>
}

/**
 * The build's pages rendered by `size` workers running `script`, when the build has a page
 * renderer and the worker script is there (the bundled server; run from source, the app renders
 * in its own thread as before).
 */
export function pageRendererInWorkers(
  staticDir: string,
  script: URL,
  size: number,
): WorkerPageRenderer | undefined {
  if (!hasPageRenderer(staticDir) || !existsSync(fileURLToPath(script))) return undefined
  return renderInWorkers({ script, staticDir, size })
}

/**
 * Pages rendered in worker threads (decision 069): React's render is synchronous CPU, 30–70 ms a
 * page, and on the server's own thread it held every other answer — a health check, a kept page,
 * an API call — behind it. A worker renders the page with the build's renderer
 * (`loadPageRenderer`); the page's API calls come back here to the app, as they did in-process.
 * A worker that dies fails the renders it held and is replaced.
 */
export function renderInWorkers(options: RenderWorkersOptions): WorkerPageRenderer {
  let nextId = 0
  let closing = false
  const slots: Slot[] = []

  const start = (index: number) => {
    const worker = new Worker(options.script, {
      workerData: { staticDir: options.staticDir },
    })
    const slot: Slot = { worker, renders: new Map() }
    slots[index] = slot
    worker.on('message', (message: FromWorker) => answer(slot, message))
    const fail = (error: Error) => {
      for (const render of slot.renders.values()) render.reject(error)
      slot.renders.clear()
      if (closing || slots[index] !== slot) return
      log.error({ err: error }, 'A page render worker stopped; starting another.')
      start(index)
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The page render worker exited with code ${code}.`)))
    // An idle worker does not keep the process alive.
    worker.unref()
  }
  for (let index = 0; index < Math.max(1, options.size); index++) start(index)

  const answer = (slot: Slot, message: FromWorker) => {
    const render = slot.renders.get(message.id)
    if (!render) return
    if (message.kind === 'fetch') {
      fetchFor(slot, render, message)
      return
    }
    slot.renders.delete(message.id)
    if (message.kind === 'failed') render.reject(new Error(message.error))
    else render.resolve(message.page && toResponse(message.page))
  }

  const fetchFor = async (
    slot: Slot,
    render: Render,
    message: Extract<FromWorker, { kind: 'fetch' }>,
  ) => {
    let answer: WireResponse | { error: string }
    const transfer: ArrayBuffer[] = []
    try {
      const response = await render.fetchApi(message.url, message.init)
      const body = await response.arrayBuffer()
      answer = { status: response.status, headers: [...response.headers], body }
      transfer.push(body)
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) }
    }
    const reply: ToWorker = { kind: 'fetched', id: message.id, call: message.call, answer }
    slot.worker.postMessage(reply, transfer)
  }

  return {
    render(request, { fetchApi, origin, nonce }) {
      if (closing) return Promise.reject(new Error('The page renderer is closed.'))
      // The least busy worker (the render queue keeps it to about one render each).
      const slot = slots.reduce((best, each) =>
        each.renders.size < best.renders.size ? each : best,
      )
      const id = ++nextId
      return new Promise<Response | null>((resolve, reject) => {
        slot.renders.set(id, { resolve, reject, fetchApi })
        const message: ToWorker = {
          kind: 'render',
          id,
          url: request.url,
          headers: [...request.headers],
          origin,
          nonce,
        }
        slot.worker.postMessage(message)
      })
    },
    async close() {
      closing = true
      await Promise.all(slots.map((slot) => slot.worker.terminate()))
    },
  }
}

/** Statuses a Response may not have a body with. */
const bodiless = new Set([101, 204, 205, 304])

/** A response as it crossed between threads, made a Response again (on either side). */
export function toResponse(answer: WireResponse) {
  return new Response(bodiless.has(answer.status) ? null : answer.body, answer)
}
