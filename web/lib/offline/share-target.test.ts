import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discardSharedPhoto, readSharedPhoto, sharedPhotoTypes } from './shared-photo'

// web/public/share-target.js (decision 098), run as the service worker runs it, against one
// Cache Storage the page's side (lib/offline/shared-photo.ts) then reads: both must name the
// same cache and address, which only running them together shows.

const source = readFileSync(new URL('../../public/share-target.js', import.meta.url), 'utf8')
const origin = 'https://brightminds.example'

/** A Cache Storage holding answers by address, as the worker and the page both see it. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      put: async (address: string, answer: Response) => void store.set(address, answer),
      match: async (address: string) => store.get(address)?.clone(),
      delete: async (address: string) => store.delete(address),
    }
  }
  return { open, stores }
}

function worker(caches: ReturnType<typeof cacheStorage>) {
  let listener: ((event: unknown) => void) | undefined
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      if (type === 'fetch') listener = handler
    },
  }
  runInNewContext(source, { self, caches, URL, URLSearchParams, FormData, Response, Date })
  /** Answers the worker's response, or undefined when it leaves the request to the others. */
  return async (request: Request): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined
    listener!({ request, respondWith: (promise: Promise<Response>) => (answer = promise) })
    return answer
  }
}

function share(path: string, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return new Request(`${origin}${path}`, { method: 'POST', body: form })
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'dragon.png', { type: 'image/png' })

afterEach(() => vi.unstubAllGlobals())

describe('the share target in the service worker', () => {
  it('keeps a shared photo for the page and opens /share with the words', async () => {
    const caches = cacheStorage()
    const fetch = worker(caches)
    const answer = await fetch(
      share('/share', { title: 'Our dragon', text: 'Drawn tonight', url: '', photo: png() }),
    )
    expect(answer!.status).toBe(303)
    expect(answer!.headers.get('Location')).toBe(
      `${origin}/share?title=Our+dragon&text=Drawn+tonight`,
    )

    vi.stubGlobal('caches', caches)
    const photo = await readSharedPhoto()
    expect(photo).toMatchObject({ name: 'dragon.png', type: 'image/png', size: 4 })
    expect([...new Uint8Array(await photo!.arrayBuffer())]).toEqual([137, 80, 78, 71])
    await discardSharedPhoto()
    expect(await readSharedPhoto()).toBeNull()
  })

  it('sends words alone to the forum, in the language of the action', async () => {
    const fetch = worker(cacheStorage())
    const answer = await fetch(share('/es/share', { text: 'Mira https://example.org/t' }))
    expect(answer!.headers.get('Location')).toBe(
      `${origin}/es/community?text=Mira+https%3A%2F%2Fexample.org%2Ft`,
    )
  })

  it('keeps no file that is not a photo the story form takes', async () => {
    const caches = cacheStorage()
    const fetch = worker(caches)
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })
    const answer = await fetch(share('/share', { title: 'Plan', photo: pdf }))
    expect(answer!.headers.get('Location')).toBe(`${origin}/community?title=Plan`)
    vi.stubGlobal('caches', caches)
    expect(await readSharedPhoto()).toBeNull()
  })

  it('keeps exactly the types the story form takes (its list and the worker’s agree)', async () => {
    for (const type of [...sharedPhotoTypes, 'image/gif', 'image/heic']) {
      const caches = cacheStorage()
      const photo = new File([new Uint8Array([1, 2, 3])], 'photo', { type })
      await worker(caches)(share('/share', { photo }))
      vi.stubGlobal('caches', caches)
      expect(Boolean(await readSharedPhoto()), type).toBe(
        (sharedPhotoTypes as readonly string[]).includes(type),
      )
    }
  })

  it('leaves every other request to the rest of the worker', async () => {
    const fetch = worker(cacheStorage())
    expect(await fetch(new Request(`${origin}/share`))).toBeUndefined()
    expect(await fetch(share('/community', { title: 'x' }))).toBeUndefined()
    expect(await fetch(share('/api/share', { title: 'x' }))).toBeUndefined()
    expect(
      await fetch(new Request('https://elsewhere.example/share', { method: 'POST' })),
    ).toBeUndefined()
  })
})

describe('the shared photo on the page', () => {
  it('lets a photo shared more than a day ago go unseen', async () => {
    const caches = cacheStorage()
    await worker(caches)(share('/share', { photo: png() }))
    vi.stubGlobal('caches', caches)
    const dayLater = Date.now() + 24 * 60 * 60 * 1000 + 1
    expect(await readSharedPhoto(dayLater)).toBeNull()
    expect(await readSharedPhoto()).toBeNull()
  })
})
