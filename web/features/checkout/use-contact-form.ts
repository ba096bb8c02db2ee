import { useEffect, useState } from 'react'
import { type CheckoutContact, CheckoutContactSchema, ContactOnlySchema } from '#core/schemas/order'
import { useSchemaForm } from '~/lib/use-schema-form'

export type ContactValues = Record<keyof CheckoutContact, string>

const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
}

/** The draft survives a trip to /auth and back in this tab only, and is dropped after the order. */
const draftKey = 'checkout-contact'

function readDraft(): ContactValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as Partial<ContactValues>
    if (!saved || typeof saved !== 'object') return emptyContact
    const values = { ...emptyContact }
    for (const key of Object.keys(emptyContact) as (keyof ContactValues)[]) {
      if (typeof saved[key] === 'string') values[key] = saved[key]
    }
    return values
  } catch {
    return emptyContact
  }
}

export function clearContactDraft() {
  sessionStorage.removeItem(draftKey)
}

/**
 * The checkout's contact and address form, validated by the schema the API also uses; without
 * an address when nothing in the cart is posted (`ships` false, decision 039).
 */
export function useContactForm(ships: boolean) {
  const [initial] = useState(readDraft)
  const form = useSchemaForm<
    typeof CheckoutContactSchema | typeof ContactOnlySchema,
    ContactValues
  >(ships ? CheckoutContactSchema : ContactOnlySchema, initial)
  useEffect(() => {
    sessionStorage.setItem(draftKey, JSON.stringify(form.values))
  }, [form.values])
  return form
}
