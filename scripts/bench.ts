/**
 * `npm run bench`: the performance budgets, measured (never asserted in unit tests).
 * - cold start: `npm start`'s server on an empty data directory until /api/health answers;
 * - first-load JavaScript of `/`: every script Chromium fetches to render the home page,
 *   gzip-compressed (what a phone downloads from a gzip server; brotli is smaller still).
 * Prints a table and exits non-zero when a budget is exceeded.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const budgets = { firstLoadJsGzipKb: 140, coldStartSeconds: 20 }
const port = 4390
const origin = `http://127.0.0.1:${port}`

build()
/** How long after load the bench keeps listening for deferred scripts. */
const deferredWindowMs = 8000
const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-bench-'))
const started = performance.now()
const server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_REQUESTS: 'false',
  },
})
try {
  await waitForHealth()
  const coldStart = (performance.now() - started) / 1000
  const firstLoad = await firstLoadScripts('/')

  console.info('\nbenchmark                                 value       budget')
  row('cold start, empty data dir', `${coldStart.toFixed(1)} s`, `${budgets.coldStartSeconds} s`)
  row(
    `first-load JS of / (${firstLoad.files} files, gzip)`,
    `${firstLoad.gzipKb.toFixed(1)} KB`,
    `${budgets.firstLoadJsGzipKb} KB`,
  )
  row('first-load JS of / (as served, brotli)', `${firstLoad.servedKb.toFixed(1)} KB`, '')
  row(
    `JS deferred past load, first ${deferredWindowMs / 1000} s (gzip)`,
    `${firstLoad.deferredGzipKb.toFixed(1)} KB`,
    '',
  )
  process.exitCode =
    firstLoad.gzipKb > budgets.firstLoadJsGzipKb || coldStart > budgets.coldStartSeconds ? 1 : 0
} finally {
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
}

function row(name: string, value: string, budget: string) {
  console.info(`${name.padEnd(42)}${value.padEnd(12)}${budget}`)
}

function build() {
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'ignore',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  if (run.status !== 0) throw new Error('build failed: run `npm run build` to see why')
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy within 60 s')
}

async function firstLoadScripts(path: string) {
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

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
