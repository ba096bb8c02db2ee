import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { stopChild } from './api-throughput'

export interface PageScores {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** Where the main thread's time went (Lighthouse's groups, ms, CPU slowed as on a phone). */
  mainThread: Record<string, number>
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): its 4× slowdown models
   * its mid-range phone only on a host of about 1,000 or more; under that it warns that the host
   * is slow and the page is measured as on a slower phone.
   */
  benchmarkIndex: number
}

const debuggingPort = 9335
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Lighthouse's mobile preset (simulated throttling, its default) on each page, `runs` times in
 * a fresh Chromium; each figure is the median of the runs.
 */
export async function lighthouseScores(origin: string, paths: string[], runs = 3) {
  const profile = mkdtempSync(join(tmpdir(), 'brightminds-lighthouse-'))
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  try {
    await waitForDevTools()
    const scores: PageScores[] = []
    for (const path of paths) {
      const samples: PageScores[] = []
      for (let run = 0; run < runs; run++) samples.push(await auditOnceRecorded(origin, path))
      scores.push(median(path, samples))
    }
    return scores
  } finally {
    await stopChild(chromium)
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * Lighthouse now and then fails to record a trace at all (NO_NAVSTART, NO_FCP on an idle
 * machine): that run measured nothing, so it is run again, once. A score is never retried.
 */
async function auditOnceRecorded(origin: string, path: string): Promise<PageScores> {
  try {
    return await audit(origin, path)
  } catch (error) {
    if (!(error instanceof TraceNotRecorded)) throw error
    console.warn(`${error.message}; running it again`)
    return audit(origin, path)
  }
}

class TraceNotRecorded extends Error {}

async function audit(origin: string, path: string): Promise<PageScores> {
  const result = await lighthouse(`${origin}${path}`, {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
  const { categories: scored, audits, runtimeError, environment } = result.lhr
  if (runtimeError) {
    const message = `Lighthouse on ${path}: ${runtimeError.message}`
    throw /^NO_(NAVSTART|FCP|LCP)$/.test(runtimeError.code)
      ? new TraceNotRecorded(message)
      : new Error(message)
  }
  const score = (id: string) => Math.round((scored[id]?.score ?? 0) * 100)
  const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    benchmarkIndex: environment.benchmarkIndex,
    mainThread: Object.fromEntries(
      (
        (audits['mainthread-work-breakdown']?.details as { items?: MainThreadItem[] } | undefined)
          ?.items ?? []
      ).map((item) => [item.groupLabel ?? item.group, item.duration]),
    ),
  }
}

interface MainThreadItem {
  group: string
  groupLabel?: string
  duration: number
}

function median(path: string, samples: PageScores[]): PageScores {
  const middle = <K extends keyof PageScores>(key: K) => {
    const sorted = samples.map((s) => s[key] as number).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]!
  }
  return {
    path,
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    seo: middle('seo'),
    fcpMs: middle('fcpMs'),
    lcpMs: middle('lcpMs'),
    tbtMs: middle('tbtMs'),
    benchmarkIndex: middle('benchmarkIndex'),
    // The run whose blocking time is the median's.
    mainThread: samples.find((sample) => sample.tbtMs === middle('tbtMs'))!.mainThread,
  }
}

async function waitForDevTools() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('Chromium did not open its DevTools port')
}
