import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../api/app'
import { loadEnv } from '../api/env'
import { openDatabase } from '../db/client'
import { seedDemoData } from '../db/seed'

/**
 * A genuinely different build of the web app: the same sources built again with another
 * BUILD_ID, into a temporary directory (a few seconds with Vite).
 */
export async function buildNextVersion() {
  const dir = mkdtempSync(join(tmpdir(), 'brightminds-next-build-'))
  const outDir = join(dir, 'web')
  const buildId = `next-${Date.now().toString(36)}`
  const log = join(dir, 'build.log')
  const output = openSync(log, 'w')
  const child = spawn(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: ['ignore', output, output],
      env: { ...process.env, BUILD_ID: buildId, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  )
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`vite build failed:\n${readFileSync(log, 'utf8')}`)
  return { outDir, buildId, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The real app (API on an in-memory database with the demo data, static site) on a free port,
 * serving one of two builds: `deploy('next')` switches every later request to the other one,
 * as a deploy would.
 */
export async function startSiteWithTwoBuilds(builds: { current: string; next: string }) {
  const database = await openDatabase({})
  await database.migrate()
  await seedDemoData(database.db)
  const env = loadEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false' })
  const apps = {
    current: createApp({ db: database, env, staticDir: builds.current }),
    next: createApp({ db: database, env, staticDir: builds.next }),
  }
  let serving = apps.current
  const server = serve({
    fetch: (request) => serving.fetch(request),
    port: 0,
    hostname: '127.0.0.1',
  })
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy(which: keyof typeof apps) {
      serving = apps[which]
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
    },
  }
}
