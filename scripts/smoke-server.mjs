/**
 * The bundled server as the image runs it (`node dist/api/serve.js`, decision 044), on whatever
 * Node runs this script: `npm test` runs it on the machine's Node and on Node 24 LTS (decision
 * 002). It starts on an empty PGlite directory, must migrate and seed, render a page, answer
 * the API and an unknown path, and stop cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-smoke-'))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['dist/api/serve.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: origin,
    LOG_REQUESTS: 'false',
    DONATION_LINK_SECRET: 'smoke-test-link-secret-smoke-test-link-secret',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)))
const ready = new Promise((resolve) => {
  const read = (chunk) => {
    output += chunk
    if (output.includes(' is running at ')) resolve(true)
  }
  server.stdout.on('data', read)
  server.stderr.on('data', read)
})

const checks = []
try {
  if ((await Promise.race([ready, exited.then(() => false)])) !== true) {
    throw new Error('the server stopped while starting')
  }
  const home = await fetch(`${origin}/`)
  checks.push([
    '/ answers 200 with its heading',
    home.status === 200 && /<h1[^>]*>/.test(await home.text()),
  ])
  const products = await fetch(`${origin}/api/products`)
  const list = products.ok ? await products.json() : []
  checks.push(['/api/products lists the seeded catalogue', Array.isArray(list) && list.length > 0])
  checks.push([
    'an unknown path answers 404',
    (await fetch(`${origin}/no-such-page`)).status === 404,
  ])
  // Idle connections are kept longer than the proxy keeps them (api/server.ts), so neither side
  // reuses one the other has just closed.
  const keepAlive = await new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: true })
    get(`${origin}/api/health`, { agent }, (response) => {
      response.resume()
      resolve(response.headers['keep-alive'])
      agent.destroy()
    }).on('error', reject)
  })
  checks.push([
    'idle connections are kept 130 s (Keep-Alive: timeout=130)',
    keepAlive === 'timeout=130',
  ])
} catch (error) {
  checks.push([String(error), false])
} finally {
  server.kill('SIGTERM')
  const code = await exited
  checks.push(['SIGTERM stops it cleanly', code === 0 && output.includes('Stopped cleanly.')])
  rmSync(dataDir, { recursive: true, force: true })
}

console.info(`Bundled server on Node ${process.version}:`)
for (const [name, ok] of checks) console.info(`  ${ok ? '✓' : '✗'} ${name}`)
if (checks.some(([, ok]) => !ok)) {
  console.error(output)
  process.exit(1)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}
