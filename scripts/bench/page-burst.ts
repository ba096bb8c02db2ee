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
 * A Giving Tuesday spike in miniature (decision 054): `connections` signed-out visitors cycling
 * through `paths` for `seconds`, while /api/health is asked every 100 ms as an orchestrator would.
 */
export async function pageBurst(
  origin: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<Burst> {
  const healthMs: number[] = []
  let healthFailures = 0
  let polling = true
  const poll = async () => {
    while (polling) {
      const started = performance.now()
      try {
        const answer = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) })
        if (!answer.ok) healthFailures++
        await answer.arrayBuffer()
      } catch {
        healthFailures++
      }
      const ms = performance.now() - started
      healthMs.push(ms)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, healthEveryMs - ms)))
    }
  }
  const poller = poll()
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
      health: { polls: healthMs.length, failures: healthFailures, p99Ms: percentile(healthMs, 99) },
    }
  } finally {
    polling = false
    await poller
  }
}

function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
