/**
 * `npm run dev`: the API under `tsx watch` on API_PORT (3001) and Vite with hot reload on PORT
 * (3000), which proxies /api to it, so the browser sees one origin. Ctrl-C stops both.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'

const apiPort = process.env.API_PORT ?? '3001'
const webPort = process.env.PORT ?? '3000'

// Local binaries rather than npx: npx does not pass SIGTERM on, which would orphan the servers.
const bin = (tool: string) => join('node_modules', '.bin', tool)

// The API's e-mails and the pages share the compiled messages; Vite recompiles them on an edit.
const compiled = spawnSync(bin('tsx'), ['scripts/compile-messages.ts'], { stdio: 'inherit' })
if (compiled.status !== 0) process.exit(compiled.status ?? 1)

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), ['--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
]

let stopping = false
function stopAll(exitCode: number, forward: NodeJS.Signals | null) {
  if (stopping) return
  stopping = true
  process.exitCode = exitCode
  const alive = () => children.filter((child) => child.exitCode === null && !child.signalCode)
  if (forward) for (const child of alive()) child.kill(forward)
  // Ctrl-C already reached the children through the terminal; only insist if they linger.
  setTimeout(() => {
    for (const child of alive()) child.kill('SIGKILL')
  }, 15_000).unref()
}

for (const child of children) {
  // One side dying leaves a half-working site; stop the other too.
  child.on('exit', (code) => stopAll(code ?? 0, 'SIGTERM'))
}
process.on('SIGINT', () => stopAll(0, null))
process.on('SIGTERM', () => stopAll(0, 'SIGTERM'))
