import { type FormEvent, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { brand } from '#core/brand'
import { donationPresets } from '#core/constants'
import { otherAmount, parseDonationAmount } from '#core/donation-amount'
import { formatDollars } from '#core/money'
import {
  type DonationCreated,
  type DonationPaymentMethod,
  type DonationRequestInput,
  DonationRequestSchema,
  type DonationType,
  donationMessages,
} from '#core/schemas/donation'
import { AmountRadioGroup } from '~/components/giving/amount-radio-group'
import { CustomAmountField } from '~/components/giving/custom-amount-field'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { HoneypotField } from '~/components/ui/honeypot-field'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { createAttemptKeys } from '~/lib/attempt-key'
import { useOnlineStatus } from '~/lib/use-online-status'
import { schemaErrors } from '~/lib/use-schema-form'
import { createDonation } from '../api/create-donation'
import type { DonateSearch } from '../donate-search'
import { ChoiceGroup } from './choice-group'
import { PaymentMethodNote } from './payment-method-note'

const typeOptions = [
  { value: 'one-time', text: 'One-time' },
  { value: 'monthly', text: 'Monthly' },
] as const satisfies readonly { value: DonationType; text: string }[]

const methodOptions = [
  { value: 'card', text: 'Card' },
  { value: 'paypal', text: 'PayPal' },
  { value: 'bank', text: 'Bank transfer' },
] as const satisfies readonly { value: DonationPaymentMethod; text: string }[]

const messageMax = 1000

/** What the donor sees next, with what they gave (for the thank-you wording). */
export interface DonationStarted {
  created: DonationCreated
  amount: number
  type: DonationType
  name: string
}

function initialChoice(search: DonateSearch) {
  if (search.amount === undefined) return String(donationPresets.pageDefault)
  return (donationPresets.page as readonly number[]).includes(search.amount)
    ? String(search.amount)
    : otherAmount
}

/**
 * The donation form of SPEC §2/§4: amount, type, donor, payment method, message, anonymity.
 * It creates the donation; what follows (card, pledge instructions) is the screen's.
 */
export function DonationForm({
  labelledBy,
  search,
  onStarted,
}: {
  /** The id of the heading that names the form. */
  labelledBy: string
  search: DonateSearch
  onStarted: (started: DonationStarted) => void
}) {
  const [choice, setChoice] = useState(() => initialChoice(search))
  const [custom, setCustom] = useState(() =>
    initialChoice(search) === otherAmount ? String(search.amount) : '',
  )
  const [type, setType] = useState<DonationType>(search.type ?? 'one-time')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [paymentMethod, setPaymentMethod] = useState<DonationPaymentMethod>('card')
  const [message, setMessage] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({})
  const [pending, setPending] = useState(false)
  const attempts = useRef(createAttemptKeys())
  const online = useOnlineStatus()

  const amount = parseDonationAmount(choice, custom)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    if (!name.trim() || !email.trim()) {
      toaster.create({
        type: 'error',
        title: 'Missing information',
        description: donationMessages.missingInformation,
      })
      return
    }
    if (amount === null) {
      toaster.create({
        type: 'error',
        title: 'Invalid amount',
        description: donationMessages.invalidAmount,
      })
      return
    }
    const body: DonationRequestInput = {
      amount,
      type,
      name,
      email,
      paymentMethod,
      message,
      anonymous,
      ...(website ? { website } : {}),
    }
    const checked = v.safeParse(DonationRequestSchema, body)
    if (!checked.success) {
      setErrors(schemaErrors<typeof errors>(checked.issues))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const created = await createDonation(body, attempts.current.keyFor(body))
      attempts.current.reset()
      onStarted({ created, amount, type, name: name.trim() })
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Donation failed',
        description: errorMessage(error) || 'There was an error processing your donation.',
      })
    } finally {
      setPending(false)
    }
  }

  const cadence = type === 'monthly' ? ' Monthly' : ''
  const label = amount === null ? `Donate${cadence}` : `Donate ${formatDollars(amount)}${cadence}`

  return (
    <form
      aria-labelledby={labelledBy}
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '6' })}
    >
      <AmountRadioGroup
        label="Donation amount"
        presets={donationPresets.page}
        value={choice}
        onValueChange={setChoice}
      />
      {choice === otherAmount && <CustomAmountField value={custom} onChange={setCustom} />}
      <ChoiceGroup
        label="Donation type"
        options={typeOptions}
        value={type}
        onValueChange={setType}
      />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}>
        <TextField
          label="Full name"
          required
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email address"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <ChoiceGroup
        label="Payment method"
        options={methodOptions}
        value={paymentMethod}
        onValueChange={setPaymentMethod}
      />
      <PaymentMethodNote method={paymentMethod} />
      <TextareaField
        label="Message (optional)"
        rows={3}
        maxLength={messageMax}
        error={errors.message}
        helperText={`${message.length}/${messageMax}`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <CheckboxField
        label="Make my donation anonymous"
        hint="Your name is never shown publicly; your receipt still carries it."
        checked={anonymous}
        onChange={(event) => setAnonymous(event.target.checked)}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <OfflineNotice action="Donating" reassurance="nothing has been sent or charged" />
      <Button type="submit" size="lg" fullWidth disabled={pending || !online}>
        {pending ? 'Processing Donation...' : label}
      </Button>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        {brand.name} is a 501(c)(3) nonprofit. Your gift is tax-deductible to the extent allowed by
        law; a receipt is e-mailed to you.
      </p>
    </form>
  )
}
