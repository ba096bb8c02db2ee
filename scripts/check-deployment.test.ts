import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { skippedExitCode } from './step-status.mjs'

/**
 * Issue 38: on a machine without Compose, `npm test`'s deployment step is skipped with the reason
 * and how to run it, not failed; in CI, a check that did not run fails.
 */
describe('the deployment check without Compose', () => {
  // A PATH with node and nothing else: no `docker`, no `docker-compose`.
  const bin = mkdtempSync(join(tmpdir(), 'no-compose-'))
  symlinkSync(process.execPath, join(bin, 'node'))
  afterAll(() => rmSync(bin, { recursive: true, force: true }))

  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/check-deployment.mjs'], {
      encoding: 'utf8',
      env: { PATH: bin, ...env },
    })

  it('is skipped, saying why and how to run it', () => {
    const skipped = run({})
    expect(skipped.status).toBe(skippedExitCode)
    expect(skipped.stdout).toContain('– not checked: neither `docker compose` (Compose v2)')
    expect(skipped.stdout).toContain('then run `npm test -- deployment`')
  })

  it('fails in CI, where it must run', () => {
    const failed = run({ CI: 'true' })
    expect(failed.status).toBe(1)
    expect(failed.stdout).toContain('✗ not checked')
  })

  it("is skipped outside CI when CI is set to 'false'", () => {
    expect(run({ CI: 'false' }).status).toBe(skippedExitCode)
  })
})
