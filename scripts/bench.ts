/**
 * `npm run bench`: the performance budgets, measured (never asserted in unit tests).
 * - cold start: `npm start`'s server on an empty data directory until /api/health answers;
 * - first-load JavaScript and the HTML of `/`, gzip-compressed;
 * - the catalogue API and the main pages signed out against a bare `node:http` server sending
 *   the same bytes (autocannon, 50 connections, alternating), on PGlite and, when
 *   BENCH_DATABASE_URL or TEST_DATABASE_URL names a Postgres server, on Postgres too;
 * - the main pages at 200 connections for 30 s (BENCH_BURST_SECONDS) with /api/health polled
 *   every 100 ms meanwhile (decision 054), on each database;
 * - Lighthouse's mobile preset on the main pages, median of 3 (BENCH_LIGHTHOUSE=0 skips it);
 * - a repeat visit to `/` answered by the service worker: its first contentful paint, CPU slowed 4×.
 * Prints every figure with its budget and exits non-zero when one is exceeded.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import postgres from 'postgres'
import { compareWithBareServer, stopChild, type Throughput } from './bench/api-throughput'
import { deferredWindowMs, firstLoadScripts } from './bench/first-load'
import { lighthouseScores } from './bench/lighthouse'
import { type Burst, pageBurst } from './bench/page-burst'
import { repeatVisitPaint } from './bench/repeat-visit'

const budgets = {
  firstLoadJsGzipKb: 140,
  homeHtmlGzipKb: 30,
  coldStartSeconds: 20,
  apiRatio: 0.5,
  apiP99Ms: 25,
  pageRatio: 0.5,
  pageP99Ms: 50,
  burstConnections: 200,
  burstSeconds: Number(process.env.BENCH_BURST_SECONDS ?? 30),
  healthP99Ms: 50,
  /** A goal, printed, not a budget the bench fails on (issue 30). */
  repeatVisitFcpMs: 300,
  performance: 98,
  otherCategories: 100,
}
const apiPaths = ['/api/products', '/api/products/featured', '/api/products/1']
const lighthousePages = ['/', '/store', '/product/1', '/donate']
/** The pages a spike lands on, signed out (decision 054). */
const pagePaths = lighthousePages

const pageBudgets = { ratio: budgets.pageRatio, p99Ms: budgets.pageP99Ms }
const burstOptions = { connections: budgets.burstConnections, seconds: budgets.burstSeconds }

let failed = false
const lines: string[] = []
function row(name: string, value: string, budget: string, within = true) {
  if (!within) failed = true
  lines.push(`${name.padEnd(46)}${value.padEnd(14)}${budget}${within ? '' : '  ✗ over budget'}`)
}

build()
const pglite = await startSite({ port: 4390, databaseUrl: '' })
try {
  row(
    'cold start, empty data dir',
    `${pglite.coldStart.toFixed(1)} s`,
    `≤ ${budgets.coldStartSeconds} s`,
    pglite.coldStart <= budgets.coldStartSeconds,
  )
  const firstLoad = await firstLoadScripts(pglite.origin, '/')
  row(
    `first-load JS of / (${firstLoad.files} files, gzip)`,
    `${firstLoad.gzipKb.toFixed(1)} KB`,
    `≤ ${budgets.firstLoadJsGzipKb} KB`,
    firstLoad.gzipKb <= budgets.firstLoadJsGzipKb,
  )
  row('first-load JS of / (as served, brotli)', `${firstLoad.servedKb.toFixed(1)} KB`, '')
  row(
    `JS after load and hydration, ${deferredWindowMs / 1000} s (gzip)`,
    `${firstLoad.deferredGzipKb.toFixed(1)} KB`,
    '',
  )
  const repeat = await repeatVisitPaint(pglite.origin, '/')
  row(
    `repeat visit of / (${repeat.fromCopy ? "the worker's copy" : repeat.fromWorker ? 'from the worker, no copy' : 'NOT from the worker'}): FCP / LCP`,
    `${Math.round(repeat.fcpMs)} / ${Math.round(repeat.lcpMs)} ms`,
    `goal: FCP ≤ ${budgets.repeatVisitFcpMs} ms, CPU ${repeat.cpuSlowdown}× slower`,
  )
  const html = await (await fetch(`${pglite.origin}/`)).arrayBuffer()
  const htmlKb = gzipSync(Buffer.from(html)).length / 1024
  row('HTML of / (gzip)', `${htmlKb.toFixed(1)} KB`, `≤ ${budgets.homeHtmlGzipKb} KB`, htmlKb <= 30)
  for (const path of apiPaths)
    throughputRows('pglite', await compareWithBareServer(pglite.origin, path))
  for (const path of pagePaths)
    throughputRows('pglite', await compareWithBareServer(pglite.origin, path), pageBudgets)
  burstRows('pglite', await pageBurst(pglite.origin, pagePaths, burstOptions))
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const page of await lighthouseScores(pglite.origin, lighthousePages)) {
      const name = `Lighthouse ${page.path}`
      row(
        `${name}: performance`,
        String(page.performance),
        `≥ ${budgets.performance}`,
        page.performance >= budgets.performance,
      )
      for (const [label, score] of [
        ['accessibility', page.accessibility],
        ['best practices', page.bestPractices],
        ['SEO', page.seo],
      ] as const) {
        row(
          `${name}: ${label}`,
          String(score),
          `= ${budgets.otherCategories}`,
          score >= budgets.otherCategories,
        )
      }
      row(
        `${name}: FCP / LCP / TBT`,
        `${seconds(page.fcpMs)} / ${seconds(page.lcpMs)} / ${Math.round(page.tbtMs)} ms`,
        '',
      )
      const work = Object.entries(page.mainThread)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 4)
        .map(([group, ms]) => `${group} ${Math.round(ms)}`)
      row(`${name}: main thread, ms`, work.join(', '), '')
      row(
        `${name}: host CPU (benchmark index)`,
        String(Math.round(page.benchmarkIndex)),
        'Lighthouse: a slow host under 1,000',
      )
    }
  }
} finally {
  await pglite.stop()
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
if (postgresUrl) {
  const site = await startSite({ port: 4391, databaseUrl: postgresUrl })
  try {
    for (const path of apiPaths)
      throughputRows('postgres', await compareWithBareServer(site.origin, path))
    for (const path of pagePaths)
      throughputRows('postgres', await compareWithBareServer(site.origin, path), pageBudgets)
    burstRows('postgres', await pageBurst(site.origin, pagePaths, burstOptions))
  } finally {
    await site.stop()
  }
}

console.info(`\n${'benchmark'.padEnd(46)}${'value'.padEnd(14)}budget`)
for (const line of lines) console.info(line)
process.exitCode = failed ? 1 : 0

function throughputRows(
  database: string,
  result: Throughput,
  limits = { ratio: budgets.apiRatio, p99Ms: budgets.apiP99Ms },
) {
  const name = `GET ${result.path} (${(result.bytes / 1024).toFixed(1)} KB, ${database})`
  row(
    name,
    `${Math.round(result.siteRps)} req/s`,
    `bare ${Math.round(result.bareRps)}: ratio ${result.ratio.toFixed(2)} ≥ ${limits.ratio}`,
    result.ratio >= limits.ratio,
  )
  row(
    `  p99 at 50 connections`,
    `${result.siteP99Ms} ms`,
    `≤ ${limits.p99Ms} ms`,
    result.siteP99Ms <= limits.p99Ms,
  )
}

function burstRows(database: string, burst: Burst) {
  const name = `pages at ${burst.connections} connections, ${burst.seconds} s (${database})`
  row(name, `${Math.round(burst.rps)} req/s`, '')
  row(
    '  errors / timeouts',
    `${burst.errors} / ${burst.timeouts}`,
    '= 0 / 0',
    !burst.errors && !burst.timeouts,
  )
  row('  answers other than 2xx (shed 503s among them)', String(burst.non2xx), '')
  row('  p99', `${burst.p99Ms} ms`, '')
  const { health } = burst
  row(
    `  /api/health every 100 ms: p99 (${health.polls} polls)`,
    `${Math.round(health.p99Ms)} ms`,
    `≤ ${budgets.healthP99Ms} ms`,
    health.p99Ms <= budgets.healthP99Ms,
  )
  row('  /api/health failures', String(health.failures), '= 0', health.failures === 0)
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`
}

function build() {
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'ignore',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  if (run.status !== 0) throw new Error('build failed: run `npm run build` to see why')
}

/**
 * `npm start`'s server on an empty PGlite data directory, or on a fresh database of its own
 * on the Postgres server at `databaseUrl` (dropped when stopped).
 */
async function startSite(options: { port: number; databaseUrl: string }) {
  const origin = `http://127.0.0.1:${options.port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-bench-'))
  let databaseUrl = ''
  let dropDatabase = async () => {}
  if (options.databaseUrl) {
    const name = `brightminds_bench_${process.pid}`
    const admin = postgres(options.databaseUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(options.databaseUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  }
  const started = performance.now()
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_REQUESTS: 'false',
      // As deployed (the Dockerfile): React's production server build, the site at its origin.
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: origin,
      DONATION_LINK_SECRET: 'bench-only-link-secret-bench-only-link-secret',
    },
  })
  const stop = async () => {
    await stopChild(server)
    await dropDatabase()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, coldStart: (performance.now() - started) / 1000, stop }
}

async function waitForHealth(origin: string) {
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
