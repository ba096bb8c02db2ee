/**
 * `npm start`: builds the site and the server when the build is missing or older than its
 * sources, then runs the bundled server with plain `node` (decision 044): the site and the API on
 * one origin, migrating and seeding the database on the way. A deployment (the container) has
 * dist/ without the sources, and runs `node dist/api/serve.js` itself.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Paths below (and a relative DATA_DIR) are the project's, wherever the script is started from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const server = join('dist', 'api', 'serve.js')
const builtIndex = join('dist', 'web', 'index.html')
// Generated while building, so they are always newer than the build that produced them.
const generated = new Set([
  join('web', 'styled-system'),
  join('web', 'route-tree.gen.ts'),
  join('core', 'paraglide'),
])
const sources = [
  'web',
  'api',
  'db',
  'core',
  'i18n',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
]

/** @param {string} path */
function newestModification(path) {
  if (generated.has(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)))
  }
  return newest
}

function buildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(server)) return true
  const present = [...sources, 'package-lock.json'].filter(existsSync)
  if (present.length === 0) return false
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(server).mtimeMs)
  return Math.max(...present.map(newestModification)) > built
}

/** `npm run build`; SIGINT/SIGTERM during it stop it too instead of orphaning it. */
function build() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 0) return resolve(undefined)
      console.error(
        `The build ${signal ? `stopped by ${signal}` : 'failed'}; the site was not started.`,
      )
      process.exit(code ?? 1)
    })
  })
}

if (buildIsStale()) {
  console.info('Building the site and the server (dist/ is missing or older than the sources)…')
  await build()
}
await import(`./../${server}`)
