import { useEffect, useRef } from 'react'
import { useSession } from '~/lib/session'

/** The donor's name and e-mail, as the donation form holds them. */
export interface Donor {
  name: string
  email: string
}

/**
 * Kept in this tab once a gift has started, so a second gift in the same visit does not ask for
 * them again (WCAG 3.3.7, decision 083); sessionStorage, so they go when the tab closes.
 */
const donorKey = 'donor'

export function rememberDonor(donor: Donor) {
  try {
    sessionStorage.setItem(donorKey, JSON.stringify(donor))
  } catch {
    // Storage refused (a private window that is full): the next gift asks again.
  }
}

function rememberedDonor(): Donor | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(donorKey) ?? 'null') as Partial<Donor> | null
    if (typeof saved?.name !== 'string' || typeof saved.email !== 'string') return null
    return { name: saved.name, email: saved.email }
  } catch {
    return null
  }
}

/**
 * What the visit already knows about the donor, filled into the empty name and e-mail fields as
 * the form appears (after hydration: the server's page has them empty): the donor of the tab's
 * last gift, or else the signed-in member's account. What the donor typed is never replaced, and
 * the form is filled once: a field emptied after that stays empty when the session arrives.
 */
export function useDonorPrefill(form: {
  values: Donor
  setMany: (changes: Partial<Donor>) => void
}) {
  const { user } = useSession()
  const filled = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once, and when the member is known
  useEffect(() => {
    if (filled.current) return
    const known =
      rememberedDonor() ??
      (user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null)
    if (!known) return
    const changes: Partial<Donor> = {}
    if (form.values.name.trim() === '' && known.name) changes.name = known.name
    if (form.values.email.trim() === '' && known.email) changes.email = known.email
    if (Object.keys(changes).length === 0) return
    filled.current = true
    form.setMany(changes)
  }, [user?.id])
}
