import { availableParallelism } from 'node:os'

/** Bounds on page renders (decision 054). */
export interface RenderLimits {
  /** Renders running at once: a render is CPU, so about one per core. */
  concurrency: number
  /** Renders waiting for a turn; past these a request is refused at once, never queued. */
  queue: number
}

/**
 * One render per core (a render is mostly CPU) and a line twice as long: at 30–70 ms a render,
 * the last in line waits well under a second, and anyone past it is answered at once.
 */
export function defaultRenderLimits(): RenderLimits {
  const concurrency = Math.max(1, availableParallelism())
  return { concurrency, queue: concurrency * 2 }
}

export interface RenderQueue {
  /**
   * Runs `render` when a turn is free, or answers undefined at once when `concurrency` renders
   * run and `queue` more already wait.
   */
  run<T>(render: () => Promise<T>): Promise<T> | undefined
  /** Renders running and waiting, for tests and metrics. */
  readonly running: number
  readonly waiting: number
}

export function createRenderQueue(limits: RenderLimits): RenderQueue {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    run(render) {
      if (running < limits.concurrency) {
        running++
        return Promise.resolve().then(render).finally(release)
      }
      if (waiting.length >= limits.queue) return undefined
      // A freed turn passes straight to the first in line (`running` is unchanged).
      return new Promise<void>((resolve) => waiting.push(resolve)).then(render).finally(release)
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
