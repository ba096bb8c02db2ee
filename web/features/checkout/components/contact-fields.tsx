import type { ChangeEvent } from 'react'
import { css } from 'styled-system/css'
import { countries } from '#core/schemas/order'
import * as Field from '~/components/ui/field'
import type { ContactValues } from '../use-contact-form'

const countryNames: Record<(typeof countries)[number], string> = {
  US: 'United States',
  CA: 'Canada',
  MX: 'Mexico',
}

type Register = (name: keyof ContactValues) => {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

interface ContactFieldsProps {
  register: Register
  errors: Partial<Record<keyof ContactValues, string>>
  /** False when nothing in the cart is posted: no address is asked (decision 039). */
  ships?: boolean
}

const fields: { name: keyof ContactValues; label: string; type?: string; autoComplete: string }[] =
  [
    { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'address', label: 'Address', autoComplete: 'street-address' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'State', autoComplete: 'address-level1' },
    { name: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code' },
  ]

const byName = (name: keyof ContactValues) => fields.find((field) => field.name === name)!

const sectionTitle = css({ textStyle: 'h3', mb: '4' })
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })

function TextField({ field, ...props }: ContactFieldsProps & { field: (typeof fields)[number] }) {
  const error = props.errors[field.name]
  const wide = field.name === 'email' || field.name === 'address'
  return (
    <Field.Root
      invalid={!!error}
      required
      className={wide ? css({ gridColumn: '1 / -1' }) : undefined}
    >
      <Field.Label>
        {field.label} <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        {...props.register(field.name)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** Contact information and shipping address; messages come from CheckoutContactSchema. */
export function ContactFields({ ships = true, ...props }: ContactFieldsProps) {
  return (
    <>
      <fieldset>
        <legend className={sectionTitle}>Contact Information</legend>
        <div className={grid}>
          {(['firstName', 'lastName', 'email'] as const).map((name) => (
            <TextField key={name} field={byName(name)} {...props} />
          ))}
        </div>
      </fieldset>
      {ships ? <AddressFields {...props} /> : null}
    </>
  )
}

function AddressFields(props: ContactFieldsProps) {
  const country = props.register('country')
  return (
    <fieldset>
      <legend className={sectionTitle}>Shipping Address</legend>
      <div className={grid}>
        {(['address', 'city', 'state', 'zipCode'] as const).map((name) => (
          <TextField key={name} field={byName(name)} {...props} />
        ))}
        <Field.Root invalid={!!props.errors.country} required>
          <Field.Label>
            Country <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select
            name={country.name}
            value={country.value}
            autoComplete="country"
            // The form hook reads only `target.value`, which a select has too.
            onChange={(event) =>
              country.onChange(event as unknown as ChangeEvent<HTMLInputElement>)
            }
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryNames[code]}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{props.errors.country}</Field.ErrorText>
        </Field.Root>
      </div>
    </fieldset>
  )
}
