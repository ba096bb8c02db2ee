import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

/** How long after load the bench keeps listening for deferred scripts. */
export const deferredWindowMs = 8000

/**
 * Every script Chromium fetches to render `path`, gzip-compressed (what a phone downloads from
 * a gzip server; brotli is smaller still), and what arrives in the few seconds after load.
 */
export async function firstLoadScripts(origin: string, path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ url: string; gzip: number; served: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        (async () => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(await response.body()).length,
          served: (await response.request().sizes()).responseBodySize,
        }))(),
      )
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(scripts)
    // What the page fetches once loaded and idle (the service worker's registration): not part
    // of the first load, reported so that deferring it is visible rather than hidden.
    const firstCount = scripts.length
    await page.waitForTimeout(deferredWindowMs)
    const deferred = (await Promise.all(scripts.slice(firstCount))).reduce((t, s) => t + s.gzip, 0)
    // BENCH_FILES=1 npm run bench: which files make up the first load, largest first.
    if (process.env.BENCH_FILES) {
      for (const s of [...sizes].sort((a, b) => b.gzip - a.gzip)) {
        console.info(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`)
      }
    }
    const sum = (pick: (s: { gzip: number; served: number }) => number) =>
      sizes.reduce((total, s) => total + pick(s), 0) / 1024
    return {
      files: sizes.length,
      gzipKb: sum((s) => s.gzip),
      servedKb: sum((s) => s.served),
      deferredGzipKb: deferred / 1024,
    }
  } finally {
    await browser.close()
  }
}
