import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { storytellingMessages } from '#core/schemas/storytelling'
import { openSlotsQueryOptions } from '~/entities/call-slots/api/open-slots'
import type { CartItem } from '~/entities/cart/cart-store'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { ApiError } from '~/lib/api-request'

/** The server's refusals that are about the call's time: shown next to the times. */
/** The API's refusals about the call time, in the page's language (read where compared). */
const callRefusals = (): readonly string[] => [
  storytellingMessages.chooseCall,
  storytellingMessages.slotTaken,
  storytellingMessages.slotGone,
]

/**
 * The checkout's kickoff-call step (decision 062): needed when a cart line's package has a call
 * (per the catalogue), the open times, the one chosen (dropped when it is no longer open) and
 * what is wrong with it.
 */
export function useKickoffCall(items: readonly CartItem[]) {
  const queryClient = useQueryClient()
  const { data: catalogue } = useQuery(productsQueryOptions())
  const needed = items.some(
    (line) => catalogue?.find((product) => product.id === line.productId)?.kickoffCall,
  )
  const slots = useQuery({ ...openSlotsQueryOptions, enabled: needed })
  const [picked, setPicked] = useState<number | null>(null)
  const [error, setError] = useState<string>()
  const sectionRef = useRef<HTMLElement>(null)
  const chosen = slots.data?.some((slot) => slot.id === picked) ? picked : null

  function showError(message: string, focus = true) {
    setError(message)
    if (!focus) return
    const firstTime = sectionRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')
    ;(firstTime ?? sectionRef.current)?.focus()
  }

  return {
    needed,
    slots,
    chosen,
    error,
    sectionRef,
    /** No time is open: the package cannot be bought now. */
    unavailable: needed && slots.data?.length === 0,
    choose(id: number) {
      setPicked(id)
      setError(undefined)
    },
    /**
     * Before placing the order: false (and the step says why) when a time is still needed; it
     * takes the focus unless a field above it already has (`focus: false`).
     */
    check({ focus = true } = {}) {
      if (!needed || chosen !== null) return true
      showError(storytellingMessages.chooseCall, focus)
      return false
    },
    /** A refusal about the time: shown at the times, which are asked afresh. True when it was. */
    refused(failure: unknown) {
      const aboutTheTime =
        failure instanceof ApiError && callRefusals().includes(failure.body.error)
      if (!needed || !aboutTheTime) return false
      setPicked(null)
      void queryClient.invalidateQueries({ queryKey: openSlotsQueryOptions.queryKey })
      showError(failure.message)
      return true
    },
  }
}
