import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bundleWorkerScript } from './vite-worker-script'

// The saved library's background refresh as the service worker imports it (decision 099): one
// classic script, built from the page's own module, that must load where there is no window.

const entry = fileURLToPath(new URL('../web/lib/offline/saved-library-sync.ts', import.meta.url))

describe('the saved library’s worker script', () => {
  it('loads in a worker’s global, without a window or a document, and listens for its sync', async () => {
    const script = await bundleWorkerScript(entry)
    expect(script).not.toMatch(/^\s*(import|export)\b/m)
    // The message catalogue is left out: a few kilobytes, not the 50 of both languages' words.
    expect(script.length).toBeLessThan(10_000)
    const listeners = new Map<string, (event: unknown) => void>()
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, listener),
    }
    runInNewContext(script, { self, URL, Response, Request, Headers, Intl })
    expect([...listeners.keys()]).toEqual(['periodicsync'])

    // Another tag is not its own: nothing waited for.
    let waited = false
    listeners.get('periodicsync')!({ tag: 'something-else', waitUntil: () => (waited = true) })
    expect(waited).toBe(false)
  })

  it('refreshes nothing, and fails nothing, where nothing can be saved', async () => {
    const script = await bundleWorkerScript(entry)
    let listener: ((event: unknown) => void) | undefined
    const self = { addEventListener: (_: string, handler: typeof listener) => (listener = handler) }
    // No Cache Storage here: the refresh ends at once.
    runInNewContext(script, { self, URL, Response, Request, Headers, Intl })
    let refresh: Promise<unknown> | undefined
    listener!({
      tag: 'saved-library',
      waitUntil: (promise: Promise<unknown>) => (refresh = promise),
    })
    await expect(refresh).resolves.toBeUndefined()
  })
})
