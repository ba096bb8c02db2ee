import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

// web/public/push-handler.js, the service worker's push half (issue 36, decision 096), run as the
// worker runs it — a plain script — against a worker global of its own. Headless Chromium shows a
// notification but cannot click one, so what a click does is driven here.

const source = readFileSync(new URL('../../public/push-handler.js', import.meta.url), 'utf8')
const origin = 'https://brightminds.example'

interface FakeWindow {
  url: string
  focused: boolean
  navigatedTo?: string
  focus(): Promise<void>
  navigate(url: string): Promise<void>
}

function windowAt(url: string): FakeWindow {
  return {
    url,
    focused: false,
    async focus() {
      this.focused = true
    },
    async navigate(to) {
      this.navigatedTo = to
    },
  }
}

/** A worker global with the handlers the script registers, and what they did. */
function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url)
      },
    },
  }
  runInNewContext(source, { self, URL })
  /** Fires an event; answers what it was given to wait for (nothing when it was not handled). */
  const fire = async (type: string, event: object) => {
    let waited: Promise<unknown> | undefined
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        waited = promise
      },
    })
    await waited
    return waited !== undefined
  }
  const click = (data: unknown) => {
    const notification = { data, closed: false, close: () => (notification.closed = true) }
    return { notification, handled: fire('notificationclick', { notification }) }
  }
  return { fire, click, shown, opened }
}

const pushOf = (body: string) => ({ data: { json: () => JSON.parse(body) } })

describe('push', () => {
  it('shows the notice under its tag, with its page kept for the click', async () => {
    const { fire, shown } = worker()
    const notice = {
      title: 'New reply',
      body: 'Ana: Yes!',
      url: '/community?tab=forum',
      tag: 'notice-7',
    }
    expect(await fire('push', pushOf(JSON.stringify(notice)))).toBe(true)
    expect(shown).toEqual([
      {
        title: 'New reply',
        options: {
          body: 'Ana: Yes!',
          tag: 'notice-7',
          icon: '/icons/icon-192.png',
          data: { url: '/community?tab=forum' },
        },
      },
    ])
  })

  it('shows nothing for a message that is not a notice', async () => {
    const { fire, shown } = worker()
    expect(await fire('push', pushOf('not json'))).toBe(false)
    expect(await fire('push', pushOf('{"title":"No page"}'))).toBe(false)
    expect(await fire('push', { data: null })).toBe(false)
    expect(shown).toEqual([])
  })
})

describe('notificationclick', () => {
  it("focuses an open window of the site and takes it to the notice's page", async () => {
    const other = windowAt('https://elsewhere.example/')
    const ours = windowAt(`${origin}/store`)
    const { click, opened } = worker([other, ours])
    const { notification, handled } = click({ url: '/es/community?tab=forum' })
    expect(await handled).toBe(true)
    expect(notification.closed).toBe(true)
    expect(ours).toMatchObject({ focused: true, navigatedTo: `${origin}/es/community?tab=forum` })
    expect(other.focused).toBe(false)
    expect(opened).toEqual([])
  })

  it('opens a window at the page when none of the site is open', async () => {
    const { click, opened } = worker([windowAt('https://elsewhere.example/')])
    expect(await click({ url: '/account' }).handled).toBe(true)
    expect(opened).toEqual([`${origin}/account`])
  })

  it('opens the home page for a notice without a page', async () => {
    const { click, opened } = worker()
    expect(await click(undefined).handled).toBe(true)
    expect(opened).toEqual([`${origin}/`])
  })

  it('never opens another site, whatever the notice says', async () => {
    const ours = windowAt(`${origin}/`)
    const { click, opened } = worker([ours])
    for (const url of ['https://evil.example/', '//evil.example/path']) {
      const { notification, handled } = click({ url })
      expect(await handled).toBe(false)
      expect(notification.closed).toBe(true)
    }
    expect(opened).toEqual([])
    expect(ours.focused).toBe(false)
    expect(ours.navigatedTo).toBeUndefined()
  })
})
