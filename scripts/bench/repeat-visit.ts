import { chromium } from '@playwright/test'

/** Lighthouse's mobile preset slows the CPU four times: a phone, not this machine. */
const cpuSlowdown = 4

/**
 * A returning visitor: `path` is opened once, its service worker installs and takes control,
 * the page is loaded once more through it (which keeps its copy, decision 070), and it is opened
 * again in a new tab of the same browser, answered by the worker. The figure is the median first
 * contentful paint of `runs` such repeat visits, with the CPU slowed as Lighthouse's mobile
 * preset slows it (the network is the machine's own: the worker answers from its cache). Also
 * the largest contentful paint, for what the first paint held, and whether every visit opened
 * the worker's copy of the page (`Server-Timing: page-copy`) rather than the network's answer.
 */
export async function repeatVisitPaint(origin: string, path: string, runs = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const first = await context.newPage()
    await first.goto(`${origin}${path}`, { waitUntil: 'load' })
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await first.reload({ waitUntil: 'load' })
    await first.close()
    const samples: { fcpMs: number; lcpMs: number; fromWorker: boolean; fromCopy: boolean }[] = []
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      samples.push(
        await page.evaluate(
          () =>
            new Promise<{
              fcpMs: number
              lcpMs: number
              fromWorker: boolean
              fromCopy: boolean
            }>((resolve) => {
              const [navigation] = performance.getEntriesByType(
                'navigation',
              ) as PerformanceNavigationTiming[]
              let lcpMs = 0
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) lcpMs = entry.startTime
              }).observe({ type: 'largest-contentful-paint', buffered: true })
              new PerformanceObserver((list, observer) => {
                const [paint] = list.getEntriesByName('first-contentful-paint')
                if (!paint) return
                observer.disconnect()
                // The largest paint is settled by the next frames; it is only reported.
                requestAnimationFrame(() =>
                  setTimeout(() =>
                    resolve({
                      fcpMs: paint.startTime,
                      lcpMs,
                      fromWorker: (navigation?.workerStart ?? 0) > 0,
                      fromCopy: (navigation?.serverTiming ?? []).some(
                        (entry) => entry.name === 'page-copy',
                      ),
                    }),
                  ),
                )
              }).observe({ type: 'paint', buffered: true })
            }),
        ),
      )
      await page.close()
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return {
      fcpMs: median(samples.map((s) => s.fcpMs)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      fromWorker: samples.every((s) => s.fromWorker),
      fromCopy: samples.every((s) => s.fromCopy),
      cpuSlowdown,
    }
  } finally {
    await browser.close()
  }
}
