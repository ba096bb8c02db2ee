import { useEffect, useRef } from 'react'

/**
 * Calls `spend(token)` once per token when the page opens: an e-mailed link works once, and React
 * may run an effect twice (StrictMode).
 */
export function useSpendOnce(token: string | undefined, spend: (token: string) => void) {
  const spent = useRef<string | null>(null)
  useEffect(() => {
    if (!token || spent.current === token) return
    spent.current = token
    spend(token)
  }, [token, spend])
}
