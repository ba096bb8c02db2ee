import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

/** How long after load the bench keeps listening for deferred scripts. */
export const deferredWindowMs = 8000

interface Script {
  url: string
  gzip: number
  served: number
}

/**
 * Every script Chromium fetches to render `path` and bring it to life, gzip-compressed (what a
 * phone downloads from a gzip server; brotli is smaller still), and what arrives in the few
 * seconds after.
 *
 * The first load is every script requested before the page was both loaded (the `load` event)
 * and live (the root layout's `hydrated` mark, web/routes/__root.tsx). What the page asks for
 * after that — its parts below the first screen, hydrated once the browser is idle
 * (web/lib/hydrate-when-needed.tsx), and the service worker's registration — is reported as
 * deferred, so that deferring is visible rather than hidden.
 */
export async function firstLoadScripts(origin: string, path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<Script>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        (async () => ({
          url: response.url(),
          gzip: gzipSync(await response.body()).length,
          served: (await response.request().sizes()).responseBodySize,
        }))(),
      )
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0)
    await page.waitForTimeout(deferredWindowMs)
    const firstUrls = new Set(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[]
        const [live] = performance.getEntriesByName('hydrated', 'mark')
        const cutoff = Math.max(navigation?.loadEventEnd ?? 0, live?.startTime ?? 0)
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= cutoff)
          .map((entry) => entry.name)
      }),
    )
    const all = await Promise.all(scripts)
    const first = all.filter((s) => firstUrls.has(s.url))
    const deferred = all.filter((s) => !firstUrls.has(s.url))
    // BENCH_FILES=1 npm run bench: which files make up the first load, largest first.
    if (process.env.BENCH_FILES) {
      for (const [label, list] of [
        ['first', first],
        ['deferred', deferred],
      ] as const) {
        for (const s of [...list].sort((a, b) => b.gzip - a.gzip)) {
          console.info(
            `${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${label}  ${new URL(s.url).pathname}`,
          )
        }
      }
    }
    const sum = (list: Script[], pick: (s: Script) => number) =>
      list.reduce((total, s) => total + pick(s), 0) / 1024
    return {
      files: first.length,
      gzipKb: sum(first, (s) => s.gzip),
      servedKb: sum(first, (s) => s.served),
      deferredGzipKb: sum(deferred, (s) => s.gzip),
    }
  } finally {
    await browser.close()
  }
}
