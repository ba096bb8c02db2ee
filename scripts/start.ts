/**
 * `npm start`: builds the PWA when the build is missing or older than its sources, then serves
 * the site and the API on one origin (migrating and seeding the database on the way).
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadDotEnvFile, loadEnv } from '../api/env'
import { runServer } from '../api/server'

// Paths below (and a relative DATA_DIR) are the project's, wherever the script is started from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const webDir = 'web'
const staticDir = join('dist', 'web')
const builtIndex = join(staticDir, 'index.html')
// Generated while building, so they are always newer than the build that produced them.
const generated = new Set([join(webDir, 'styled-system'), join(webDir, 'route-tree.gen.ts')])
const buildInputs = ['index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json']

function newestModification(path: string): number {
  if (generated.has(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)))
  }
  return newest
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true
  // A deployment image ships dist/ without the sources: nothing to compare, nothing to rebuild.
  const sources = [webDir, ...buildInputs].filter(existsSync)
  if (sources.length === 0) return false
  const newestSource = Math.max(...sources.map(newestModification))
  return newestSource > statSync(builtIndex).mtimeMs
}

/** Runs a local tool; SIGINT/SIGTERM during the build stop it too instead of orphaning it. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(join('node_modules', '.bin', tool), args, {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 0) return resolve()
      console.error(
        `\`${tool} ${args.join(' ')}\` ${signal ? `stopped by ${signal}` : 'failed'}; the site was not started.`,
      )
      process.exit(code ?? 1)
    })
  })
}

loadDotEnvFile('.env')
const env = loadEnv()
if (buildIsStale()) {
  console.info('Building the web app (dist/web is missing or older than web/)…')
  if (!existsSync(join(webDir, 'styled-system'))) await run('panda', ['codegen', '--silent'])
  await run('tsx', ['scripts/build.ts'])
}
await runServer({ env, staticDir })
