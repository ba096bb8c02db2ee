import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

/** A local TCP server, and how to stop it. */
export interface LocalServer {
  port: number
  close(): Promise<void>
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

/** A database host that accepts connections and never says a word (a hung server). */
export async function startSilentServer(): Promise<LocalServer> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await listen(server)
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return closeServer(server)
    },
  }
}

/** A local port nothing listens on: connecting to it is refused (a stopped server). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  const port = await listen(server)
  await closeServer(server)
  return port
}

/**
 * A TCP proxy in front of a database server that a test can cut and restore:
 * - `refuse`: every connection is reset and new ones are refused (the server stopped);
 * - `hang`: every connection goes silent, and new ones are accepted and never answered (a
 *   partition, a frozen host).
 * `restore` forwards again; connections cut while hanging are reset, as the server of a healed
 * network does to connections it dropped meanwhile.
 */
export interface CuttableProxy extends LocalServer {
  cut(mode: 'refuse' | 'hang'): Promise<void>
  restore(): Promise<void>
}

export async function startCuttableProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'refuse' | 'hang' = 'open'
  const open = new Set<Socket>()
  const accept = (client: Socket) => {
    open.add(client)
    client.on('error', () => {})
    client.on('close', () => open.delete(client))
    if (mode === 'hang') return client.pause()
    const upstream = connect(target.port, target.host)
    open.add(upstream)
    upstream.on('error', () => {})
    upstream.on('close', () => {
      open.delete(upstream)
      client.destroy()
    })
    client.on('close', () => upstream.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  }
  const resetAll = async () => {
    const closing = [...open].map(
      (socket) => new Promise((resolve) => socket.once('close', resolve)),
    )
    for (const socket of open) socket.destroy()
    await Promise.all(closing)
  }
  let server = createServer(accept)
  const port = await listen(server)

  const proxy: CuttableProxy = {
    port,
    async cut(how) {
      mode = how
      if (how === 'refuse') {
        const closed = closeServer(server)
        await resetAll()
        await closed
        return
      }
      for (const socket of open) {
        socket.unpipe()
        socket.pause()
      }
    },
    async restore() {
      if (mode === 'refuse') {
        server = createServer(accept)
        await listen(server, port)
      } else {
        await resetAll()
      }
      mode = 'open'
    },
    async close() {
      const closed = closeServer(server)
      await resetAll()
      await closed
    },
  }
  return proxy
}
