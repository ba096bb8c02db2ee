import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SessionUser } from '~/lib/session'
import { lastShippingAddressQueryOptions } from './api/get-last-shipping-address'
import type { ContactValues } from './use-contact-form'

const addressKeys = ['address', 'city', 'state', 'zipCode'] as const

interface PrefillTarget {
  values: ContactValues
  setMany: (changes: Partial<ContactValues>) => void
}

/**
 * What the account already knows, filled into the checkout once per member so nobody types it
 * twice (WCAG 3.3.7, decision 055): the account's name and e-mail into the empty ones of those
 * fields, and the last posted order's address when no part of an address has been typed. What
 * the visitor typed is never replaced.
 */
export function useAccountPrefill(user: SessionUser | null, form: PrefillTarget) {
  const saved = useQuery({ ...lastShippingAddressQueryOptions, enabled: user !== null })
  const namesFilledFor = useRef<number | null>(null)
  const addressFilledFor = useRef<number | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the member or the address arrives
  useEffect(() => {
    if (!user) return
    const changes: Partial<ContactValues> = {}
    if (namesFilledFor.current !== user.id) {
      namesFilledFor.current = user.id
      const known = { firstName: user.firstName, lastName: user.lastName, email: user.email }
      for (const [name, value] of Object.entries(known) as [keyof typeof known, string][]) {
        if (form.values[name].trim() === '') changes[name] = value
      }
    }
    if (saved.data !== undefined && addressFilledFor.current !== user.id) {
      addressFilledFor.current = user.id
      const untouched = addressKeys.every((name) => form.values[name].trim() === '')
      if (saved.data && untouched) Object.assign(changes, saved.data)
    }
    if (Object.keys(changes).length > 0) form.setMany(changes)
  }, [user?.id, saved.data])
}
