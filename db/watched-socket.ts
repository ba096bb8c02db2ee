import { connect, type Socket } from 'node:net'
import { Duplex } from 'node:stream'

/** The connection to Postgres failed, or went silent: the database cannot be reached. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError'

  constructor(
    message: string,
    /** The socket's code (ECONNREFUSED, ETIMEDOUT…), or CONNECTION_SILENT. */
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** What postgres.js hands its `socket` option: the connection's parsed options. */
interface ConnectionOptions {
  host: string[]
  port: number[]
  path: string | false
  keep_alive: number | null
}

/**
 * postgres.js's `socket` option (decision 050): TCP connections to the database that are
 * dropped once they go silent — a request sent and not a byte back for `silenceMs` — so a query
 * on a connection whose server has vanished (a partition, a frozen host) fails then instead of
 * after minutes of TCP retries. Postgres answers within its own statement timeout, so
 * `silenceMs` a little past it never cuts a live server short. 0 watches nothing.
 *
 * The bytes are watched below TLS (postgres.js wraps this stream in TLS itself), so the watch
 * holds for encrypted connections too. A failed socket's error names the database.
 */
export function watchedSockets(silenceMs: number) {
  let attempts = 0
  return (options: ConnectionOptions): Duplex => {
    const index = attempts++ % options.host.length
    const host = options.host[index] ?? 'localhost'
    const socket = options.path ? connect(options.path) : connect(options.port[index] ?? 5432, host)
    // postgres.js would set this on its own socket; under TLS that one is not a TCP socket.
    if (options.keep_alive) socket.setKeepAlive(true, options.keep_alive * 1000)
    return new WatchedSocket(socket, host, silenceMs)
  }
}

/** A TCP socket seen through a stream of its own, which notices when the server stops answering. */
class WatchedSocket extends Duplex {
  #silence: NodeJS.Timeout | undefined
  #closing = false

  constructor(
    private readonly socket: Socket,
    /** Read by postgres.js as the TLS server name. */
    readonly host: string,
    private readonly silenceMs: number,
  ) {
    super({ allowHalfOpen: false })
    socket.on('data', (chunk: Buffer) => {
      this.#heard()
      if (!this.push(chunk)) socket.pause()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? 'ECONNRESET'
      this.#close(
        new DatabaseConnectionError(`Database connection failed (${code})`, code, {
          cause: error,
        }),
      )
    })
    socket.on('end', () => this.#close())
    socket.on('close', () => this.#close())
  }

  /** As net.Socket's: postgres.js reads it before saying goodbye to the server. */
  get readyState() {
    return this.socket.readyState
  }

  setKeepAlive(enable?: boolean, initialDelay?: number) {
    this.socket.setKeepAlive(enable, initialDelay)
    return this
  }

  override _read() {
    this.socket.resume()
  }

  override _write(
    chunk: Buffer,
    encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ) {
    this.#expectAnswer()
    // A failed write is the socket's failure, which its error event reports.
    this.socket.write(chunk, encoding, () => callback())
  }

  override _final(callback: (error?: Error | null) => void) {
    this.socket.end(() => callback())
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    clearTimeout(this.#silence)
    this.socket.destroy()
    callback(error)
  }

  /** Postgres answers every request; the first one still unanswered sets the deadline. */
  #expectAnswer() {
    if (!this.silenceMs || this.#silence) return
    this.#silence = setTimeout(() => {
      this.#close(
        new DatabaseConnectionError(
          `The database sent nothing for ${this.silenceMs} ms: connection dropped`,
          'CONNECTION_SILENT',
        ),
      )
    }, this.silenceMs)
    this.#silence.unref()
  }

  #heard() {
    clearTimeout(this.#silence)
    this.#silence = undefined
  }

  /**
   * Ends this stream, once. Not before the event loop's next check phase: postgres.js may have a
   * write waiting for it (it batches a turn's writes with setImmediate), and a connection that
   * closes with one waiting never sends again after reconnecting (postgres.js 3.4 clears that
   * write's timer on close without forgetting it). An error is only told to someone listening:
   * postgres.js stops listening once it has let a connection go.
   */
  #close(error?: DatabaseConnectionError) {
    if (this.#closing) return
    this.#closing = true
    this.socket.destroy()
    setImmediate(() => this.destroy(error && this.listenerCount('error') > 0 ? error : undefined))
  }
}
