import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { donationPresets } from '#core/constants'
import { otherAmount, parseDonationAmount } from '#core/donation-amount'
import {
  donationMessages,
  donationPaymentMethodLabels,
  donationTexts,
  paymentTexts,
} from '#core/donation-facts'
import { coveredFeeCents } from '#core/giving-fees'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import {
  type DonationCreated,
  type DonationPaymentMethod,
  type DonationProgram,
  type DonationRequestInput,
  DonationRequestSchema,
  type DonationType,
} from '#core/schemas/donation'
import { m } from '#i18n/messages'
import { AmountRadioGroup } from '~/components/giving/amount-radio-group'
import { CustomAmountField } from '~/components/giving/custom-amount-field'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { HoneypotField } from '~/components/ui/honeypot-field'
import { stackGap6 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { mutedText, strongText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { createAttemptKeys } from '~/lib/attempt-key'
import { configQueryOptions, type PublicConfig } from '~/lib/get-config'
import { useOnlineStatus } from '~/lib/use-online-status'
import { useSchemaForm } from '~/lib/use-schema-form'
import { createDonation } from '../api/create-donation'
import type { DonateSearch } from '../donate-search'
import { rememberDonor, useDonorPrefill } from '../use-donor-prefill'
import { ChoiceGroup } from './choice-group'
import { MonthlyOffer } from './monthly-offer'
import { PaymentMethodNote } from './payment-method-note'
import { emptyTribute, type TributeDraft, TributeFields } from './tribute-fields'

const typeOptions = [
  { value: 'one-time', text: m.giving_type_one_time },
  { value: 'monthly', text: m.giving_type_monthly },
] as const satisfies readonly { value: DonationType; text: () => string }[]

const messageMax = 1000

/** The schema's "name and email" message, in English or (once the schemas say it) the page's. */
const isMissing = (message: string | undefined) =>
  message !== undefined &&
  (message === donationMessages.missingInformation ||
    message === donationTexts.missingInformation())

/** A field's own message; a blank one is said once, by the 'Missing information' toast. */
const shown = (message: string | undefined) => (isMissing(message) ? undefined : message)

/** The submit button's words: the verb, the amount once there is one, and the cadence. */
function submitLabel(sponsorship: boolean, monthly: boolean, charged: number | null) {
  if (charged === null) {
    if (sponsorship) return monthly ? m.giving_submit_sponsor_monthly() : m.giving_submit_sponsor()
    return monthly ? m.giving_submit_donate_monthly() : m.giving_submit_donate()
  }
  const amount = formatDollars(charged)
  if (sponsorship) {
    return monthly
      ? m.giving_submit_sponsor_amount_monthly({ amount })
      : m.giving_submit_sponsor_amount({ amount })
  }
  return monthly
    ? m.giving_submit_donate_amount_monthly({ amount })
    : m.giving_submit_donate_amount({ amount })
}

/** What the donor sees next, with what they gave (for the thank-you wording). */
export interface DonationStarted {
  created: DonationCreated
  /** What is charged: the gift, plus the fees when the donor covers them. */
  amount: number
  type: DonationType
  name: string
  paymentMethod: DonationPaymentMethod
}

type GivingConfig = PublicConfig['giving']

/** The fee a donor may add for `method`, in cents; null when the method has none to cover. */
function feeFor(giving: GivingConfig, method: DonationPaymentMethod, amount: number | null) {
  if (amount === null || (method !== 'card' && method !== 'bank')) return null
  return coveredFeeCents(dollarsToCents(amount), giving.feeRates[method])
}

/**
 * The donation form of SPEC §2/§4, once the server has said how it can take a gift (decision
 * 038): no method it cannot take is ever offered or pre-selected, and with none the page says so
 * before anyone types.
 */
export function DonationForm(props: {
  labelledBy: string
  search: DonateSearch
  onStarted: (started: DonationStarted) => void
  /** A student sponsorship (decision 061): monthly, and not by PayPal (one-time only here). */
  program?: DonationProgram
}) {
  const config = useQuery(configQueryOptions)
  const online = useOnlineStatus()
  if (!config.data && !online) {
    return (
      <OfflineNotice
        action={m.giving_offline_donating()}
        reassurance={m.giving_offline_nothing_sent()}
      />
    )
  }
  if (config.isPending) {
    return <p className={mutedText}>{m.giving_checking_methods()}</p>
  }
  if (config.isError) {
    return <p role="alert">{m.giving_methods_check_failed()}</p>
  }
  const { giving } = config.data
  const methods =
    props.program === 'sponsorship'
      ? giving.methods.filter((method) => method !== 'paypal')
      : giving.methods
  if (methods.length === 0) {
    return (
      <div
        role="status"
        className={css({ display: 'grid', gap: '2', p: '4', rounded: 'lg', bg: 'bg.muted' })}
      >
        <p className={strongText}>{paymentTexts.noMethods()}</p>
        <p>{m.giving_no_methods_help({ email: brand.email })}</p>
      </div>
    )
  }
  return (
    <GiftForm
      {...props}
      giving={{ ...giving, methods }}
      program={props.program ?? 'general'}
      ein={config.data.organization.ein}
    />
  )
}

function initialChoice(search: DonateSearch) {
  if (search.amount === undefined) return String(donationPresets.pageDefault)
  return (donationPresets.page as readonly number[]).includes(search.amount)
    ? String(search.amount)
    : otherAmount
}

/** The gift as the donor has it so far: the amount as picked or typed, the fields as typed. */
function initialGift(search: DonateSearch, sponsorship: boolean, method: DonationPaymentMethod) {
  const choice = initialChoice(search)
  return {
    choice,
    custom: choice === otherAmount ? String(search.amount) : '',
    type: (sponsorship ? 'monthly' : (search.type ?? 'one-time')) as DonationType,
    name: '',
    email: '',
    paymentMethod: method,
    coverFees: false,
    tribute: emptyTribute as TributeDraft,
    message: '',
    anonymous: false,
    website: '',
  }
}

type Gift = ReturnType<typeof initialGift>

/**
 * Amount, type, donor, payment method, covered fees, dedication, message, anonymity. It creates
 * the donation; what follows (payment, pledge instructions) is the screen's.
 */
function GiftForm({
  labelledBy,
  search,
  onStarted,
  giving,
  program,
  ein,
}: {
  /** The id of the heading that names the form. */
  labelledBy: string
  search: DonateSearch
  onStarted: (started: DonationStarted) => void
  giving: GivingConfig
  program: DonationProgram
  /** Shown beside the button when the server has it (ORG_EIN). */
  ein: string | null
}) {
  const sponsorship = program === 'sponsorship'

  /** What the API is sent (and checked with its schema): a fee only where there is one. */
  function requestOf(gift: Gift): DonationRequestInput {
    const amount = parseDonationAmount(gift.choice, gift.custom)
    const { tribute } = gift
    return {
      // No amount is no number: the schema's "valid donation amount" message.
      amount: amount ?? Number.NaN,
      type: gift.type,
      name: gift.name,
      email: gift.email,
      paymentMethod: gift.paymentMethod,
      coverFees: gift.coverFees && feeFor(giving, gift.paymentMethod, amount) !== null,
      ...(tribute.on
        ? {
            tribute: {
              kind: tribute.kind,
              name: tribute.name,
              notifyEmail: tribute.notifyEmail,
              showAmount: tribute.showAmount,
            },
          }
        : {}),
      message: gift.message,
      anonymous: gift.anonymous,
      ...(gift.website ? { website: gift.website } : {}),
      ...(sponsorship ? { program } : {}),
    }
  }

  const form = useSchemaForm(
    DonationRequestSchema,
    initialGift(search, sponsorship, giving.methods[0]!),
    requestOf,
  )
  useDonorPrefill(form)
  const { values, errors, set } = form
  const { choice, custom, type, name, paymentMethod, coverFees, message } = values
  const [pending, setPending] = useState(false)
  const attempts = useRef(createAttemptKeys())
  const online = useOnlineStatus()

  const amount = parseDonationAmount(choice, custom)
  const fee = feeFor(giving, paymentMethod, amount)
  const charged =
    amount === null
      ? null
      : coverFees && fee
        ? centsToDollars(dollarsToCents(amount) + fee)
        : amount

  /** SPEC's toasts: what is missing first, then the amount; other fields say so themselves. */
  function refused(found: Partial<Record<string, string>>) {
    if (isMissing(found.name) || isMissing(found.email)) {
      toaster.create({
        type: 'error',
        title: m.giving_missing_information(),
        description: donationTexts.missingInformation(),
      })
    } else if (found.amount) {
      toaster.create({
        type: 'error',
        title: m.giving_invalid_amount(),
        description: donationTexts.invalidAmount(),
      })
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || !form.validate(refused)) return
    const body = requestOf(values)
    setPending(true)
    try {
      const created = await createDonation(body, attempts.current.keyFor(body))
      attempts.current.reset()
      rememberDonor({ name: body.name.trim(), email: body.email.trim() })
      onStarted({ created, amount: created.amount, type, name: name.trim(), paymentMethod })
    } catch (error) {
      toaster.create({
        type: 'error',
        title: m.giving_donation_failed(),
        description: errorMessage(error) || m.giving_donation_error(),
      })
    } finally {
      setPending(false)
    }
  }

  const label = submitLabel(sponsorship, type === 'monthly', charged)
  const methodOptions = giving.methods.map((method) => ({
    value: method,
    text: donationPaymentMethodLabels[method],
  }))

  return (
    <form
      ref={form.formRef}
      aria-labelledby={labelledBy}
      onSubmit={submit}
      noValidate
      className={stackGap6}
    >
      <AmountRadioGroup
        label={sponsorship ? m.giving_amount_label_sponsorship() : m.giving_amount_label()}
        presets={donationPresets.page}
        value={choice}
        onValueChange={(next) => set('choice', next)}
      />
      {choice === otherAmount && (
        <CustomAmountField
          value={custom}
          onChange={(next) => set('custom', next)}
          invalid={errors.amount !== undefined}
        />
      )}
      {sponsorship ? (
        <p className={mutedText}>{m.giving_sponsorship_cadence()}</p>
      ) : (
        <ChoiceGroup
          label={m.giving_donation_type()}
          options={typeOptions}
          value={type}
          onValueChange={(next) => set('type', next)}
        />
      )}
      {/* PayPal gifts here are one-time only (decision 041): no offer it could not keep. */}
      {type === 'one-time' && amount !== null && paymentMethod !== 'paypal' ? (
        <MonthlyOffer amount={amount} onAccept={() => set('type', 'monthly')} />
      ) : null}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}>
        <TextField
          label={m.giving_full_name()}
          required
          invalid={errors.name !== undefined}
          error={shown(errors.name)}
          autoComplete="name"
          maxLength={120}
          {...form.register('name')}
        />
        <TextField
          label={m.giving_email()}
          type="email"
          required
          autoComplete="email"
          error={shown(errors.email)}
          invalid={errors.email !== undefined}
          {...form.register('email')}
        />
      </div>
      <ChoiceGroup
        label={m.giving_payment_method()}
        options={methodOptions}
        value={paymentMethod}
        onValueChange={(next) => set('paymentMethod', next)}
      />
      <PaymentMethodNote method={paymentMethod} />
      {fee !== null && (
        <CheckboxField
          label={m.giving_cover_fees({ amount: formatDollars(centsToDollars(fee)) })}
          hint={
            type === 'monthly'
              ? m.giving_cover_fees_hint_monthly()
              : m.giving_cover_fees_hint_one_time()
          }
          checked={coverFees}
          onChange={(event) => set('coverFees', event.target.checked)}
        />
      )}
      <TributeFields
        value={values.tribute}
        onChange={(next) => set('tribute', next)}
        errors={{ name: errors['tribute.name'], notifyEmail: errors['tribute.notifyEmail'] }}
      />
      <TextareaField
        label={m.giving_message_label()}
        rows={3}
        maxLength={messageMax}
        error={errors.message}
        helperText={`${message.length}/${messageMax}`}
        {...form.register('message')}
      />
      <CheckboxField
        label={m.giving_anonymous()}
        hint={m.giving_anonymous_hint()}
        checked={values.anonymous}
        onChange={(event) => set('anonymous', event.target.checked)}
      />
      <HoneypotField value={values.website} onChange={(next) => set('website', next)} />
      <OfflineNotice
        action={m.giving_offline_donating()}
        reassurance={m.giving_offline_nothing_sent()}
      />
      <Button type="submit" size="lg" fullWidth disabled={pending || !online}>
        {pending
          ? sponsorship
            ? m.giving_processing_sponsorship()
            : m.giving_processing_donation()
          : label}
      </Button>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        {ein
          ? m.giving_tax_note_ein({ name: brand.name, ein })
          : m.giving_tax_note({ name: brand.name })}
      </p>
      {giving.disclosure && (
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{giving.disclosure}</p>
      )}
    </form>
  )
}
