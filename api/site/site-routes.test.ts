import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import { insertProduct } from '../../test/factories'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example' },
})

describe('robots.txt and sitemap.xml', () => {
  it('names the sitemap at the public origin', async () => {
    const response = await request('/robots.txt', { headers: { Host: 'evil.example' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Sitemap: https://brightminds.example/sitemap.xml')
  })

  it('lists every public page and every product on sale, and no archived one', async () => {
    const shown = await insertProduct(db, { name: 'Orbit Puzzle' })
    const archived = await insertProduct(db, { name: 'Old Puzzle' })
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id))
    const response = await request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    for (const path of ['/', '/store', '/donate', '/ai-storytelling', '/privacy']) {
      expect(xml).toContain(`<loc>https://brightminds.example${path}</loc>`)
    }
    expect(xml).toContain(`<loc>https://brightminds.example/product/${shown.id}</loc>`)
    expect(xml).not.toContain(`/product/${archived.id}<`)
    expect(xml).not.toContain(`/product/${archived.id}"`)
  })

  it('lists each page in both languages, each entry naming both and the default', async () => {
    const xml = await (await request('/sitemap.xml')).text()
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((entry) => entry[1]!)
    const english = entries.filter((entry) =>
      entry.startsWith('<loc>https://brightminds.example/donate<'),
    )
    const spanish = entries.filter((entry) =>
      entry.startsWith('<loc>https://brightminds.example/es/donate<'),
    )
    expect(english).toHaveLength(1)
    expect(spanish).toHaveLength(1)
    const home = entries.filter((entry) => entry.startsWith('<loc>https://brightminds.example/es<'))
    expect(home).toHaveLength(1)
    for (const entry of [english[0], spanish[0]]) {
      expect(entry).toContain('hreflang="en-US" href="https://brightminds.example/donate"')
      expect(entry).toContain('hreflang="es-US" href="https://brightminds.example/es/donate"')
      expect(entry).toContain('hreflang="x-default" href="https://brightminds.example/donate"')
    }
    expect(entries.length % 2).toBe(0)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})

describe('POST /share, the share target before a service worker answers it (decision 098)', () => {
  const shared = (path: string, fields: Record<string, string | Blob>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    return request(path, { method: 'POST', body: form })
  }

  it('sends the words on to a new forum post, in the language of the action', async () => {
    const english = await shared('/share', { title: 'Tangram night', text: 'Look', url: '' })
    expect(english.status).toBe(303)
    expect(english.headers.get('Location')).toBe('/community?title=Tangram+night&text=Look')
    const spanish = await shared('/es/share', { url: 'https://example.org/t' })
    expect(spanish.headers.get('Location')).toBe('/es/community?url=https%3A%2F%2Fexample.org%2Ft')
    expect((await shared('/share', {})).headers.get('Location')).toBe('/community')
  })

  it('keeps no photo: a body past the words’ limit still lands on the forum', async () => {
    const photo = new Blob([new Uint8Array(100 * 1024)], { type: 'image/jpeg' })
    const answer = await shared('/share', { title: 'Our dragon', photo })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/community')
  })
})
