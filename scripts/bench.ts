/**
 * `npm run bench`: the performance budgets, measured (never asserted in unit tests).
 * - first-load JavaScript of `/`: the entry script plus its modulepreloads, gzip bytes;
 * - cold start: `npm start`'s server on an empty data directory until /api/health answers.
 * Prints a table and exits non-zero when a budget is exceeded.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const budgets = { firstLoadJsGzipKb: 140, coldStartSeconds: 20 }
const distDir = 'dist/web'

build()
const firstLoad = firstLoadJs()
const coldStart = await coldStartSeconds()

console.info('\nbenchmark                         value      budget')
row('first-load JS of / (gzip)', `${firstLoad.toFixed(1)} KB`, `${budgets.firstLoadJsGzipKb} KB`)
row('cold start, empty data dir', `${coldStart.toFixed(1)} s`, `${budgets.coldStartSeconds} s`)
const overBudget = firstLoad > budgets.firstLoadJsGzipKb || coldStart > budgets.coldStartSeconds
process.exit(overBudget ? 1 : 0)

function row(name: string, value: string, budget: string) {
  console.info(`${name.padEnd(34)}${value.padEnd(11)}${budget}`)
}

function build() {
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

function firstLoadJs(): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
  const bytes = scripts
    .map((match) => gzipSync(readFileSync(join(distDir, match[1]!))).length)
    .reduce((sum, size) => sum + size, 0)
  return bytes / 1024
}

async function coldStartSeconds(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-bench-'))
  const port = 4390
  const started = performance.now()
  const server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
  })
  try {
    for (let attempt = 0; attempt < 600; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (response.ok) return (performance.now() - started) / 1000
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('server did not become healthy within 60 s')
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
