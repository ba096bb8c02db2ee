import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openedFromPageCopy, refreshPageCopyData } from './page-copy'

/** The document's navigation timing, as the browser gives it, with these Server-Timing names. */
function navigatedWith(...serverTiming: string[]) {
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('performance', {
    getEntriesByType: (type: string) =>
      type === 'navigation' ? [{ serverTiming: serverTiming.map((name) => ({ name })) }] : [],
  })
}

/** The data a page brings in its HTML, as the router hydrates it into the client. */
function theCopysData() {
  const server = new QueryClient()
  server.setQueryData(['products'], [])
  server.setQueryData(['campaign'], { raised: 10 })
  server.setQueryData(['session'], null)
  return dehydrate(server)
}

describe("a page opened from the service worker's copy", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("is told by the copy's Server-Timing entry, not by any other", () => {
    navigatedWith('render', 'page-copy')
    expect(openedFromPageCopy()).toBe(true)
    navigatedWith('render')
    expect(openedFromPageCopy()).toBe(false)
    navigatedWith()
    expect(openedFromPageCopy()).toBe(false)
  })

  it('marks the data it brings to be read again, not the session, until it is live', async () => {
    const client = new QueryClient()
    let markLive!: () => void
    const live = new Promise<void>((resolve) => {
      markLive = resolve
    })
    navigatedWith('page-copy')
    refreshPageCopyData(client, live)
    hydrate(client, theCopysData())
    expect(client.getQueryState(['products'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['campaign'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(false)
    markLive()
    await live
    // What the live page fetches afterwards is its own, not the copy's.
    client.setQueryData(['events'], [])
    expect(client.getQueryState(['events'])?.isInvalidated).toBe(false)
  })

  it('keeps the data it brings when opened offline', () => {
    const client = new QueryClient()
    navigatedWith('page-copy')
    vi.stubGlobal('navigator', { onLine: false })
    refreshPageCopyData(client, new Promise(() => {}))
    hydrate(client, theCopysData())
    expect(client.getQueryState(['products'])?.isInvalidated).toBe(false)
  })

  it('leaves the data of a page the server answered as it is', () => {
    const client = new QueryClient()
    navigatedWith('render')
    refreshPageCopyData(client, new Promise(() => {}))
    hydrate(client, theCopysData())
    expect(client.getQueryState(['products'])?.isInvalidated).toBe(false)
  })
})
