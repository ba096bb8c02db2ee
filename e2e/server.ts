/**
 * Playwright's web server: the real app (`npm start` path: build if needed, migrate, seed, serve)
 * on a fresh temporary PGlite directory that is removed when the server stops.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-e2e-'))
const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_REQUESTS: 'false',
    NODE_ENV: 'production',
  },
})

function stop(signal: NodeJS.Signals) {
  child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
