import type { ChangeEvent, HTMLAttributes } from 'react'
import { css } from 'styled-system/css'
import { regions } from '#core/address-regions'
import { type Country, countries } from '#core/schemas/order'
import { m } from '#i18n/messages'
import * as Field from '~/components/ui/field'
import type { ContactValues } from '../use-contact-form'

// Messages, called as the form renders (the page's language).
const countryNames: Record<Country, () => string> = {
  US: m.shop_country_us,
  CA: m.shop_country_ca,
  MX: m.shop_country_mx,
}

/** What each country calls its regions and its postal code. */
const addressLabels: Record<Country, { region: () => string; postalCode: () => string }> = {
  US: { region: m.shop_state, postalCode: m.shop_zip_code },
  CA: { region: m.shop_province, postalCode: m.shop_postal_code },
  MX: { region: m.shop_state, postalCode: m.shop_postal_code },
}

type Register = (name: keyof ContactValues) => {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
}

interface ContactFieldsProps {
  register: Register
  errors: Partial<Record<keyof ContactValues, string>>
  /** A new country, and the region kept only if that country has it (its list changes). */
  onCountryChange: (country: Country) => void
  /** False when nothing in the cart is posted: no address is asked (decision 039). */
  ships?: boolean
}

interface TextFieldSpec {
  name: keyof ContactValues
  label: () => string
  type?: string
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  wide?: boolean
}

const fields = {
  firstName: { name: 'firstName', label: m.shop_first_name, autoComplete: 'given-name' },
  lastName: { name: 'lastName', label: m.shop_last_name, autoComplete: 'family-name' },
  email: { name: 'email', label: m.shop_email, type: 'email', autoComplete: 'email', wide: true },
  address: {
    name: 'address',
    label: m.shop_address,
    autoComplete: 'street-address',
    wide: true,
  },
  city: { name: 'city', label: m.shop_city, autoComplete: 'address-level2' },
} satisfies Record<string, TextFieldSpec>

const sectionTitle = css({ textStyle: 'h3', mb: '4' })
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const wideField = css({ gridColumn: '1 / -1' })

function TextField({
  field,
  register,
  errors,
}: Pick<ContactFieldsProps, 'register' | 'errors'> & { field: TextFieldSpec }) {
  const error = errors[field.name]
  return (
    <Field.Root invalid={!!error} required className={field.wide ? wideField : undefined}>
      <Field.Label>
        {field.label()} <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        {...register(field.name)}
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
        <legend className={sectionTitle}>{m.shop_contact_information()}</legend>
        <div className={grid}>
          <TextField field={fields.firstName} {...props} />
          <TextField field={fields.lastName} {...props} />
          <TextField field={fields.email} {...props} />
        </div>
      </fieldset>
      {ships ? <AddressFields {...props} /> : null}
    </>
  )
}

/**
 * The address in the order a parcel is written, with the country first: it decides the list of
 * states or provinces, what the postal code is called and whether its keypad is numeric.
 */
function AddressFields(props: ContactFieldsProps) {
  const country = props.register('country')
  const region = props.register('state')
  const chosen: Country = (countries as readonly string[]).includes(country.value)
    ? (country.value as Country)
    : 'US'
  const labels = addressLabels[chosen]
  return (
    <fieldset>
      <legend className={sectionTitle}>{m.shop_shipping_address()}</legend>
      <div className={grid}>
        <Field.Root invalid={!!props.errors.country} required className={wideField}>
          <Field.Label>
            {m.shop_country()} <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select
            name={country.name}
            value={country.value}
            autoComplete="country"
            onChange={(event) => props.onCountryChange(event.target.value as Country)}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryNames[code]()}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{props.errors.country}</Field.ErrorText>
        </Field.Root>
        <TextField field={fields.address} {...props} />
        <TextField field={fields.city} {...props} />
        <Field.Root invalid={!!props.errors.state} required>
          <Field.Label>
            {labels.region()} <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select autoComplete="address-level1" {...region}>
            <option value="">{m.shop_choose_one()}</option>
            {regions[chosen].map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{props.errors.state}</Field.ErrorText>
        </Field.Root>
        <TextField
          field={{
            name: 'zipCode',
            label: labels.postalCode,
            autoComplete: 'postal-code',
            // US ZIP and Mexican códigos postales are digits; Canada's mix letters in.
            inputMode: chosen === 'CA' ? 'text' : 'numeric',
          }}
          {...props}
        />
      </div>
    </fieldset>
  )
}
