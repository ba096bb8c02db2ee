import { describeError } from './errors'
import { log } from './log'

/**
 * Runs `round` in the background: now, then `idleMs` after each round ends (at once again when it
 * reports more work, `true`), never two at a time and never in a request's path. A failed round is
 * logged as `<label> failed: …` and the loop goes on. Returns the function that stops it, after
 * the round in flight.
 */
export function startLoop(
  label: string,
  round: () => Promise<boolean>,
  idleMs: number,
): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const loop = async (): Promise<void> => {
    let more = false
    try {
      more = await round()
    } catch (error) {
      log.error(`${label} failed: ${describeError(error)}`)
    }
    if (stopped) return
    timer = setTimeout(
      () => {
        running = loop()
      },
      more ? 0 : idleMs,
    )
    timer.unref()
  }
  let running = loop()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
