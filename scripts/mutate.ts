/**
 * `npm run mutate [-- <module>… [--stryker-flag…]]`: StrykerJS on the critical modules
 * (decision 052), one module at a time, each incremental, then the score of every module measured
 * so far. The modules, and the tests that exercise each, are listed in stryker.config.mjs.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const config = pathToFileURL('stryker.config.mjs').href
const { modules } = (await import(config)) as { modules: Record<string, unknown> }
const names = Object.keys(modules)
const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('-'))
const asked = args.filter((arg) => !arg.startsWith('-'))
const unknown = asked.filter((name) => !names.includes(name))
if (unknown.length > 0) {
  console.error(`No module ${unknown.join(', ')}. The modules: ${names.join(', ')}.`)
  process.exit(2)
}

for (const name of asked.length > 0 ? asked : names) {
  console.info(`\nMutating ${name}…`)
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...flags], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_MODULE: name },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

/** The mutation-testing-elements report Stryker writes (only what the score needs). */
interface Report {
  files: Record<string, { mutants: { status: string }[] }>
}

const rows = names.map((name) => {
  const file = `reports/mutation/${name}.json`
  if (!existsSync(file)) return `${name.padEnd(12)} not measured yet`
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const count: Record<string, number> = {}
  for (const { mutants } of Object.values(report.files)) {
    for (const { status } of mutants) count[status] = (count[status] ?? 0) + 1
  }
  const detected = (count.Killed ?? 0) + (count.Timeout ?? 0)
  const undetected = (count.Survived ?? 0) + (count.NoCoverage ?? 0)
  const score = detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected)
  return `${name.padEnd(12)} ${score.toFixed(1).padStart(5)} %  ${detected} detected, ${count.Survived ?? 0} survived, ${count.NoCoverage ?? 0} not covered, ${count.CompileError ?? 0} not compiling`
})
console.info(`\nMutation score per module (reports/mutation/<module>.html for each mutant):`)
for (const row of rows) console.info(row)
