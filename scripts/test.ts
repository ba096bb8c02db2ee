/**
 * `npm test`: every check a change must pass, in the order that fails fastest on a fresh clone —
 * build (also generates the route tree), the bundled server on this Node and on Node 24 LTS,
 * the compose file, typecheck, lint/format, import boundaries, unit + API tests, e2e in Chromium.
 * Every step runs even after a failure so one run shows everything; the exit code is non-zero
 * if any step failed, and the last line sums the test runners' counts. A step that cannot run on
 * this machine (no Compose) says so and is shown as skipped, which fails nothing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { skippedExitCode } from './step-status.mjs'

/** The Node LTS the container image runs (Dockerfile), fetched from the npm registry. */
const productionNode = '24.21.0'

interface Step {
  name: string
  command: string[]
}

const steps: Step[] = [
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  // The bundled server as the image runs it, on this Node and on the image's LTS (decision 002).
  {
    name: `bundled server, Node ${process.version}`,
    command: ['node', 'scripts/smoke-server.mjs'],
  },
  {
    name: `bundled server, Node ${productionNode}`,
    command: [
      'npx',
      '--yes',
      `--package=node@${productionNode}`,
      '--',
      'node',
      'scripts/smoke-server.mjs',
    ],
  },
  { name: 'deployment files', command: ['node', 'scripts/check-deployment.mjs'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: ['npx', 'biome', 'ci', '.'] },
  { name: 'boundaries', command: ['npm', 'run', 'boundaries', '--silent'] },
  {
    name: 'unit + API (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
  },
  { name: 'e2e (playwright)', command: ['npx', 'playwright', 'test'] },
]

const selected = process.argv.slice(2)
mkdirSync('test-results', { recursive: true })
for (const file of ['test-results/unit.json', 'test-results/e2e.json'])
  rmSync(file, { force: true })

const results = steps
  .filter((step) => selected.length === 0 || selected.some((s) => step.name.startsWith(s)))
  .map((step) => {
    console.info(`\n▶ ${step.name}: ${step.command.join(' ')}`)
    const started = Date.now()
    const run = spawnSync(step.command[0]!, step.command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const outcome: 'passed' | 'skipped' | 'failed' =
      run.status === 0 ? 'passed' : run.status === skippedExitCode ? 'skipped' : 'failed'
    return { name: step.name, outcome, seconds }
  })

const counts = [readVitestCounts(), readPlaywrightCounts()]
const passed = counts.reduce((sum, c) => sum + c.passed, 0)
const failed = counts.reduce((sum, c) => sum + c.failed, 0)

console.info('\nSummary')
const marks = { passed: '✓', skipped: '–', failed: '✗' } as const
for (const r of results) {
  console.info(
    `  ${marks[r.outcome]} ${r.name} (${r.seconds}s)${r.outcome === 'skipped' ? ', skipped' : ''}`,
  )
}
console.info(`  vitest: ${counts[0]!.passed} passed, ${counts[0]!.failed} failed`)
console.info(`  playwright: ${counts[1]!.passed} passed, ${counts[1]!.failed} failed`)
const allOk = results.every((r) => r.outcome !== 'failed')
const skipped = results.filter((r) => r.outcome === 'skipped').map((r) => r.name)
console.info(
  `tests: ${passed} passed, ${failed} failed${skipped.length > 0 ? `; steps skipped: ${skipped.join(', ')}` : ''}`,
)
process.exit(allOk && failed === 0 ? 0 : 1)

function readVitestCounts() {
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(
    'test-results/unit.json',
  )
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 }
}

function readPlaywrightCounts() {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    'test-results/e2e.json',
  )
  if (!report) return { passed: 0, failed: 0 }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as T
}
