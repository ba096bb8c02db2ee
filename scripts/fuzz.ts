/**
 * `npm run fuzz`: the API fuzz suite (test/fuzz.test.ts) run long — `FUZZ_RUNS` requests per
 * route (default 1000; `npm test` runs 100), on PGlite and, with TEST_DATABASE_URL, on Postgres
 * too — then the counts: requests sent and answers by status class. Exits non-zero on any
 * failure, a 5xx among them. `FUZZ_SEED=n` explores other inputs.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const projects = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
const reports = projects.map((project) => `test-results/fuzz-${project}.json`)
for (const file of reports) rmSync(file, { force: true })

const run = spawnSync(
  'npx',
  ['vitest', 'run', 'test/fuzz.test.ts', ...projects.flatMap((p) => ['--project', p])],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000' } },
)

console.info('\nFuzz counts')
for (const file of reports) {
  if (!existsSync(file)) {
    console.info(`  ${file}: no report (the run stopped early)`)
    continue
  }
  const c = JSON.parse(readFileSync(file, 'utf8'))
  console.info(
    `  ${c.project}: ${c.routes} routes × ${c.runs} runs, seed ${c.seed}: ` +
      `${c.requests} requests, 2xx ${c['2xx']}, 3xx ${c['3xx']}, 4xx ${c['4xx']}, 5xx ${c['5xx']}`,
  )
}
process.exit(run.status ?? 1)
