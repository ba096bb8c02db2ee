import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

export interface Throughput {
  path: string
  bytes: number
  siteRps: number
  bareRps: number
  ratio: number
  siteP99Ms: number
}

const connections = 50
const roundSeconds = 4
const rounds = 2

/**
 * The site's answer to `path` against a bare `node:http` server sending the very same bytes and
 * headers, alternating site, bare, site, bare in one run so both see the same machine load.
 */
export async function compareWithBareServer(origin: string, path: string): Promise<Throughput> {
  const answer = await fetch(`${origin}${path}`)
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
  const body = Buffer.from(await answer.arrayBuffer())
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'cache-control', 'etag', 'vary']) {
    const value = answer.headers.get(name)
    if (value) headers[name] = value
  }
  const bare = await startBareServer(body, headers)
  try {
    await load(`${origin}${path}`, 1) // warm up both before measuring
    await load(bare.url, 1)
    const site: autocannon.Result[] = []
    const plain: autocannon.Result[] = []
    for (let round = 0; round < rounds; round++) {
      site.push(await load(`${origin}${path}`, roundSeconds))
      plain.push(await load(bare.url, roundSeconds))
    }
    const siteRps = mean(site.map((r) => r.requests.average))
    const bareRps = mean(plain.map((r) => r.requests.average))
    return {
      path,
      bytes: body.length,
      siteRps,
      bareRps,
      ratio: siteRps / bareRps,
      siteP99Ms: Math.max(...site.map((r) => r.latency.p99)),
    }
  } finally {
    await stopChild(bare.child)
  }
}

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections, duration })
  const failures = result.errors + result.timeouts + result.non2xx
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests under load`)
  return result
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

/**
 * A child process, so the bare server does not share the load generator's event loop. The body
 * goes through a file: a page is larger than one environment variable may be (128 KB on Linux).
 */
async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'brightminds-bare-'))
  const bodyFile = join(dir, 'body')
  writeFileSync(bodyFile, body)
  const source = `
    const body = require('node:fs').readFileSync(process.env.BODY_FILE)
    const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length }
    const server = require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body) })
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'))
  `
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BODY_FILE: bodyFile, HEADERS: JSON.stringify(headers) },
  })
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer]
  return { child, url: `http://127.0.0.1:${chunk.toString().trim()}/` }
}

export function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
