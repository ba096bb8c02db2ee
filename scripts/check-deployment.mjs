/**
 * `npm test`'s check of the deployment files (no Docker engine runs here): docker-compose.yml
 * must be valid for Compose with .env.example's settings plus the required secrets, and must
 * refuse to start without each of them. Uses Compose v2 (`docker compose`) when it answers, else
 * v1 (`docker-compose`; .ci/run installs Debian's). With neither, the check is skipped, saying
 * how to run it — except in CI (`CI` set), where a check that did not run is a failure.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { skippedExitCode } from './step-status.mjs'

/** The Compose command that answers here: v2 as a Docker CLI plugin, else the v1 binary. */
function findCompose() {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0], [...command.slice(1), 'version'], { encoding: 'utf8' })
    if (!probe.error && probe.status === 0) return command
  }
  return undefined
}

const compose = findCompose()
if (!compose) {
  const inCi = Boolean(process.env.CI) && process.env.CI !== 'false'
  console.info('docker-compose.yml:')
  console.info(
    `  ${inCi ? '✗' : '–'} not checked: neither \`docker compose\` (Compose v2) nor \`docker-compose\` (v1) is installed.`,
  )
  console.info(
    "    Install Docker Compose (or Debian's docker-compose package), then run `npm test -- deployment`.",
  )
  process.exit(inCi ? 1 : skippedExitCode)
}

const required = {
  POSTGRES_PASSWORD: 'a-test-password',
  DONATION_LINK_SECRET: 'a-test-link-secret-a-test-link-secret-a-test',
  PUBLIC_ORIGIN: 'https://brightminds.example',
  SITE_ADDRESS: 'brightminds.example',
}
const dir = mkdtempSync(join(tmpdir(), 'brightminds-compose-'))
const results = []
try {
  for (const file of ['docker-compose.yml', 'Dockerfile', 'deploy']) {
    cpSync(file, join(dir, file), { recursive: true })
  }
  const example = readFileSync('.env.example', 'utf8')
  const config = (settings) => {
    const lines = Object.entries(settings).map(([key, value]) => `${key}=${value}`)
    writeFileSync(join(dir, '.env'), `${example}\n${lines.join('\n')}\n`)
    return spawnSync(compose[0], [...compose.slice(1), '--profile', 'dev', 'config', '-q'], {
      cwd: dir,
      encoding: 'utf8',
    })
  }
  const valid = config(required)
  if (valid.error) throw new Error(`${compose.join(' ')} did not run: ${valid.error.message}`)
  results.push(['valid with the required settings', valid.status === 0, valid.stderr])
  for (const key of Object.keys(required)) {
    const { [key]: _left, ...others } = required
    const refused = config(others)
    results.push([`refused without ${key}`, refused.status !== 0 && refused.stderr.includes(key)])
  }
} catch (error) {
  results.push([String(error), false])
} finally {
  rmSync(dir, { recursive: true, force: true })
}
console.info(`docker-compose.yml (checked with ${compose.join(' ')}):`)
for (const [name, ok, detail] of results) {
  console.info(`  ${ok ? '✓' : '✗'} ${name}`)
  if (!ok && detail) console.error(detail)
}
process.exit(results.every(([, ok]) => ok) ? 0 : 1)
