import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { DonationAmountCheck, otherAmount } from '#core/donation-amount'
import { donationTexts } from '#core/donation-facts'
import { languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import type { DonorGift } from '#core/schemas/donation'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { StepHeading } from '~/components/blocks/step-heading'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3, stackGap6 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH1, headingH3, mutedText, strongText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { configQueryOptions } from '~/lib/get-config'
import { useRevealStep } from '~/lib/reveal-step'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  cancelGift,
  changeGiftAmount,
  manageGiftQueryOptions,
  pauseGift,
  resumeGift,
  startPaymentMethodUpdate,
} from '../api/manage-gift'
import { ChoiceGroup } from './choice-group'

const UpdatePaymentMethod = lazy(() => import('./update-payment-method'))

const statusText: Record<DonorGift['status'], () => string> = {
  pending: m.giving_status_pending,
  processing: m.giving_status_processing,
  paid: m.giving_status_paid,
  past_due: m.giving_status_past_due,
  unpaid: m.giving_status_unpaid,
  pledged: m.giving_status_pledged,
  cancelled: m.giving_status_cancelled,
  failed: m.giving_status_failed,
}

/** "July 14, 2026" in the page's language, for a calendar date (YYYY-MM-DD, no time zone). */
function longDay(day: string): string {
  return new Intl.DateTimeFormat(languageTag[getLocale()], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

function useGiftActions(id: number, token: string | undefined) {
  const queryClient = useQueryClient()
  const options = manageGiftQueryOptions(id, token)
  const onSuccess = (gift: DonorGift) => {
    queryClient.setQueryData(options.queryKey, gift)
    void queryClient.invalidateQueries({ queryKey: ['account', 'donations'] })
  }
  const onError = (error: unknown) =>
    toaster.create({
      type: 'error',
      title: m.giving_update_failed(),
      description: errorMessage(error),
    })
  const cancel = useMutation({
    mutationFn: () => cancelGift(id, token),
    onSuccess: (gift) => {
      onSuccess(gift)
      toaster.create({
        type: 'success',
        title: m.giving_monthly_gift_canceled(),
        description: donationTexts.nothingMoreCharged(),
      })
    },
    onError,
  })
  const change = useMutation({
    mutationFn: (amount: number) => changeGiftAmount(id, token, amount),
    onSuccess: (gift) => {
      onSuccess(gift)
      toaster.create({
        type: 'success',
        title: m.giving_monthly_gift_updated(),
        description: m.giving_monthly_gift_updated_text({ amount: formatDollars(gift.amount) }),
      })
    },
    onError,
  })
  const pause = useMutation({
    mutationFn: (months: PauseMonths) => pauseGift(id, token, months),
    onSuccess: (gift) => {
      onSuccess(gift)
      toaster.create({
        type: 'success',
        title: m.giving_monthly_gift_paused(),
        description: pausedLine(gift),
      })
    },
    onError,
  })
  const resume = useMutation({
    mutationFn: () => resumeGift(id, token),
    onSuccess: (gift) => {
      onSuccess(gift)
      toaster.create({
        type: 'success',
        title: m.giving_monthly_gift_resumed(),
        description: gift.nextChargeOn
          ? m.giving_next_payment_on({ date: longDay(gift.nextChargeOn) })
          : undefined,
      })
    },
    onError,
  })
  return { cancel, change, pause, resume }
}

type PauseMonths = 1 | 2 | 3

/** A refused change, next to what was tried: the toast that also says it goes away (issue 32). */
function ActionError({ failure }: { failure: unknown }) {
  if (!failure) return null
  return (
    <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
      {errorMessage(failure)}
    </p>
  )
}

const pauseOptions = [
  { value: '1', text: () => m.giving_pause_months({ count: 1 }) },
  { value: '2', text: () => m.giving_pause_months({ count: 2 }) },
  { value: '3', text: () => m.giving_pause_months({ count: 3 }) },
] as const

function pausedLine(gift: DonorGift) {
  return gift.nextChargeOn
    ? m.giving_paused_until({ date: longDay(gift.nextChargeOn) })
    : m.giving_paused_until_resumed()
}

/**
 * A break instead of an ending (decision 060): skip the next 1 to 3 payments, after which the
 * gift carries on by itself; while paused, one button starts it again now.
 */
function PauseSection(props: {
  gift: DonorGift
  pending: boolean
  onPause: (months: PauseMonths) => void
  onResume: () => void
  failure: unknown
}) {
  const [months, setMonths] = useState<'1' | '2' | '3'>('1')
  return (
    <section aria-labelledby="pause-title" className={stackGap3}>
      <h2 id="pause-title" className={headingH3}>
        {props.gift.paused ? m.giving_gift_paused() : m.giving_take_a_break()}
      </h2>
      {props.gift.paused ? (
        <>
          <p>{pausedLine(props.gift)}</p>
          <div>
            <Button variant="outline" disabled={props.pending} onClick={props.onResume}>
              {props.pending ? m.giving_resuming() : m.giving_resume_now()}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={mutedText}>{m.giving_pause_explained()}</p>
          <ChoiceGroup
            label={m.giving_pause_for()}
            options={pauseOptions}
            value={months}
            onValueChange={setMonths}
          />
          <div>
            <Button
              variant="outline"
              disabled={props.pending}
              onClick={() => props.onPause(Number(months) as PauseMonths)}
            >
              {props.pending ? m.giving_pausing() : m.giving_pause_payments()}
            </Button>
          </div>
        </>
      )}
      <ActionError failure={props.failure} />
    </section>
  )
}

function ChangeAmountForm({
  gift,
  onChange,
  pending,
  failure,
}: {
  gift: DonorGift
  onChange: (amount: number) => void
  pending: boolean
  failure: unknown
}) {
  // The amount rule of every gift form, on the one field this form has.
  const form = useSchemaForm(
    DonationAmountCheck,
    { amount: String(gift.amount) },
    ({ amount }) => ({ choice: otherAmount, custom: amount }),
  )
  function submit(event: FormEvent) {
    event.preventDefault()
    const amount = form.validate()
    if (amount !== null) onChange(amount)
  }
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}
    >
      <TextField
        label={m.giving_new_monthly_amount()}
        type="number"
        inputMode="decimal"
        min="1"
        step="0.01"
        error={form.errors.custom ?? (failure ? errorMessage(failure) : undefined)}
        {...form.register('amount')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? m.giving_saving() : m.giving_change_amount()}
      </Button>
    </form>
  )
}

/**
 * A new card or bank account (decision 038): after a failed payment it pays what is overdue at
 * once. Stripe's code loads only when the donor asks.
 */
function PaymentMethodSection(props: {
  gift: DonorGift
  token: string | undefined
  onSaved: (gift: DonorGift) => void
}) {
  const config = useQuery(configQueryOptions)
  const [clientSecret, setClientSecret] = useState<string | null>(null)
  const start = useMutation({
    mutationFn: () => startPaymentMethodUpdate(props.gift.id, props.token),
    onSuccess: (started) => setClientSecret(started.clientSecret),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: m.giving_could_not_start(),
        description: errorMessage(error),
      }),
  })
  // The card form takes the place of the button pressed, and the button comes back once saved.
  const headingRef = useRevealStep<HTMLHeadingElement>(clientSecret !== null)
  const key = config.data?.stripePublishableKey
  const overdue = props.gift.status === 'past_due' || props.gift.status === 'unpaid'
  return (
    <section aria-labelledby="payment-method-title" className={stackGap3}>
      <StepHeading id="payment-method-title" ref={headingRef} className={headingH3}>
        {m.giving_card_or_bank()}
      </StepHeading>
      {overdue && (
        <p role="status" className={strongText}>
          {m.giving_overdue()}
        </p>
      )}
      {clientSecret && key ? (
        <Suspense fallback={<Spinner label={m.giving_loading_secure_payment()} showLabel />}>
          <UpdatePaymentMethod
            gift={props.gift}
            token={props.token}
            clientSecret={clientSecret}
            publishableKey={key}
            onSaved={(gift) => {
              setClientSecret(null)
              props.onSaved(gift)
            }}
          />
        </Suspense>
      ) : (
        <div>
          <Button
            variant={overdue ? 'solid' : 'outline'}
            disabled={!key || start.isPending}
            onClick={() => start.mutate()}
          >
            {m.giving_update_card_or_bank()}
          </Button>
        </div>
      )}
    </section>
  )
}

/** Cancelling asks once more, in place: one stray click never ends a gift. */
function CancelGift({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false)
  if (!confirming) {
    return (
      <Button tone="danger" variant="outline" onClick={() => setConfirming(true)}>
        {m.giving_cancel_monthly()}
      </Button>
    )
  }
  return (
    <fieldset
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}
    >
      <legend className={css({ float: 'left', me: '2' })}>{m.giving_stop_payments()}</legend>
      <Button tone="danger" disabled={pending} onClick={onConfirm} autoFocus>
        {pending ? m.giving_canceling() : m.giving_confirm_cancel()}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {m.giving_keep_gift()}
      </Button>
    </fieldset>
  )
}

/** /donations/:id/manage: a monthly gift's donor changes its amount, pauses it or cancels it. */
export function ManageGiftPage({ id, token }: { id: number | null; token?: string }) {
  const gift = useQuery({ ...manageGiftQueryOptions(id ?? 0, token), enabled: id !== null })
  const { cancel, change, pause, resume } = useGiftActions(id ?? 0, token)
  const queryClient = useQueryClient()

  return (
    <div className={cx(section({ width: '3xl', spacing: 'md' }), stackGap6)}>
      <h1 className={headingH1}>{m.giving_your_monthly_gift()}</h1>
      {id === null || gift.isError ? (
        <p role="alert">
          {gift.isError ? errorMessage(gift.error) : donationTexts.manageLinkInvalid()}
        </p>
      ) : gift.isPending ? (
        <Spinner size="lg" label={m.giving_loading()} showLabel />
      ) : (
        <>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 6' })}>
            <dt className={mutedText}>{m.giving_gift()}</dt>
            <dd>
              {m.giving_gift_started({
                id: gift.data.id,
                date: new Date(gift.data.createdAt).toLocaleDateString(languageTag[getLocale()], {
                  dateStyle: 'long',
                }),
              })}
            </dd>
            <dt className={mutedText}>{m.giving_amount()}</dt>
            <dd className={strongText}>
              {gift.data.type === 'monthly'
                ? m.giving_amount_a_month({ amount: formatDollars(gift.data.amount) })
                : formatDollars(gift.data.amount)}
            </dd>
            <dt className={mutedText}>{m.giving_status()}</dt>
            <dd>{gift.data.paused ? m.giving_paused() : statusText[gift.data.status]()}</dd>
            <dt className={mutedText}>{m.giving_payments()}</dt>
            <dd>{gift.data.paymentCount}</dd>
            {gift.data.nextChargeOn ? (
              <>
                <dt className={mutedText}>{m.giving_next_payment()}</dt>
                <dd>{longDay(gift.data.nextChargeOn)}</dd>
              </>
            ) : null}
          </dl>
          {gift.data.canUpdatePaymentMethod && (
            <PaymentMethodSection
              gift={gift.data}
              token={token}
              onSaved={(updated) =>
                queryClient.setQueryData(manageGiftQueryOptions(id ?? 0, token).queryKey, updated)
              }
            />
          )}
          {gift.data.canChangeAmount && (
            <ChangeAmountForm
              key={gift.data.amount}
              gift={gift.data}
              onChange={(amount) => change.mutate(amount)}
              pending={change.isPending}
              failure={change.error}
            />
          )}
          {gift.data.canPause && (
            <PauseSection
              gift={gift.data}
              pending={pause.isPending || resume.isPending}
              onPause={(months) => pause.mutate(months)}
              onResume={() => resume.mutate()}
              failure={pause.error ?? resume.error}
            />
          )}
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            {gift.data.canCancel && (
              <CancelGift pending={cancel.isPending} onConfirm={() => cancel.mutate()} />
            )}
            <a
              href={gift.data.receiptPath}
              className={css({
                alignSelf: 'center',
                color: 'primary.fg',
                fontWeight: '700',
                textDecoration: 'underline',
              })}
            >
              {m.giving_view_receipt()}
            </a>
          </div>
          <ActionError failure={cancel.error} />
          {!gift.data.canCancel && gift.data.type === 'monthly' && (
            <p>
              {m.giving_gift_ended()}{' '}
              <ButtonLink to="/donate" variant="link">
                {m.giving_start_new_gift()}
              </ButtonLink>
            </p>
          )}
        </>
      )}
    </div>
  )
}
