import { useState } from 'react'
import { createAttemptKeys } from './attempt-key'

interface Settled {
  onSuccess: () => void
  onError: () => void
}

/**
 * An action asked for, confirmed, then sent under its attempt's Idempotency-Key (decision 073):
 * `ask` holds the checked request while the confirmation shows it; `confirm` sends it, so a retry
 * of the same request after a lost answer is the same attempt and is never made twice. Once it
 * lands, `onSent` clears the form and the next request is a new attempt; a refusal closes the
 * confirmation and keeps what was typed.
 */
export function useConfirmedSend<Request>(
  send: (request: Request, key: string, settled: Settled) => void,
  onSent: () => void,
) {
  const [keys] = useState(createAttemptKeys)
  const [asked, setAsked] = useState<Request | null>(null)
  return {
    asked,
    ask: (request: Request) => setAsked(request),
    cancel: () => setAsked(null),
    confirm() {
      if (asked === null) return
      send(asked, keys.keyFor(asked), {
        onSuccess: () => {
          keys.reset()
          setAsked(null)
          onSent()
        },
        onError: () => setAsked(null),
      })
    },
  }
}
