import { spawn } from 'node:child_process'
import { once } from 'node:events'
import autocannon from 'autocannon'

export interface Burst {
  connections: number
  seconds: number
  rps: number
  p99Ms: number
  errors: number
  timeouts: number
  /** Answers other than 2xx and 304 (a shed request's 503 among them). */
  non2xx: number
  /** /api/health polled every 100 ms during the burst. */
  health: { polls: number; failures: number; p99Ms: number }
}

const healthEveryMs = 100

/**
 * The health check as an orchestrator makes it (the Dockerfile's HEALTHCHECK): from a process of
 * its own, on a new connection each time, every 100 ms, with a 5 s timeout. In the load
 * generator's own process the figure would be that process's lag at reading 200 connections'
 * answers, not the site's (the same reason the bare server runs in a child, api-throughput.ts).
 * It reports the times and failures when its stdin closes.
 */
const healthPoller = `
  const http = require('node:http')
  const times = []
  let failures = 0
  let polling = true
  process.stdin.on('data', () => {}).on('end', () => { polling = false })
  const once = () => new Promise((resolve) => {
    const started = performance.now()
    const done = (ok) => { if (!ok) failures++; times.push(performance.now() - started); resolve() }
    const request = http.get(process.env.HEALTH_URL, { agent: false, timeout: 5000 }, (answer) => {
      answer.resume()
      answer.on('end', () => done(answer.statusCode === 200))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => done(false))
  })
  ;(async () => {
    while (polling) {
      const started = performance.now()
      await once()
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${healthEveryMs} - (performance.now() - started))))
    }
    process.stdout.write(JSON.stringify({ times, failures }))
  })()
`

/**
 * A Giving Tuesday spike in miniature (decision 054): `connections` signed-out visitors cycling
 * through `paths` for `seconds`, while /api/health is asked every 100 ms as an orchestrator would.
 */
export async function pageBurst(
  origin: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<Burst> {
  const poller = spawn(process.execPath, ['-e', healthPoller], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, HEALTH_URL: `${origin}/api/health` },
  })
  let report = ''
  poller.stdout!.on('data', (chunk: Buffer) => {
    report += chunk.toString()
  })
  const polled = once(poller, 'close')
  try {
    const result = await autocannon({
      url: origin,
      connections: options.connections,
      duration: options.seconds,
      requests: paths.map((path) => ({ method: 'GET', path })),
    })
    return {
      ...options,
      rps: result.requests.average,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      health: await healthOf(),
    }
  } finally {
    poller.stdin!.end()
    await polled
  }

  async function healthOf() {
    poller.stdin!.end()
    await polled
    const { times, failures } = JSON.parse(report) as { times: number[]; failures: number }
    return { polls: times.length, failures, p99Ms: percentile(times, 99) }
  }
}

function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
