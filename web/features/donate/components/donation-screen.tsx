import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import type { DonationProgram } from '#core/donation-facts'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { FormPanel } from '~/components/blocks/form-panel'
import { PageHero } from '~/components/blocks/page-hero'
import { StepHeading } from '~/components/blocks/step-heading'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { stackGap6 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { headingH2 } from '~/components/ui/typography'
import { configQueryOptions } from '~/lib/get-config'
import { useRevealStep } from '~/lib/reveal-step'
import { campaignQueryOptions } from '../api/get-campaign'
import type { DonateSearch } from '../donate-search'
import type { CardOutcome } from './card-donation'
import { DonationForm, type DonationStarted } from './donation-form'
import { DonationOutcome, type Outcome } from './donation-outcome'
import { ImpactSidebar } from './impact-sidebar'

// Stripe's (or PayPal's) code loads only once a donor has chosen to pay that way.
const CardDonation = lazy(() => import('./card-donation'))
const PayPalDonation = lazy(() => import('./paypal-donation'))

type Step =
  | { kind: 'form' }
  | {
      kind: 'card'
      started: DonationStarted & { created: { status: 'pending'; clientSecret: string } }
    }
  | {
      kind: 'paypal'
      started: DonationStarted & { created: { status: 'pending'; paypalOrderId: string } }
    }
  | { kind: 'done'; started: DonationStarted; outcome: Outcome }

interface DonationScreenProps {
  title: string
  search: DonateSearch
  /** The hero's lead; the general one by default. */
  lead?: ReactNode
  /** A student sponsorship (decision 061): its form is monthly only. */
  program?: DonationProgram
  /** Beside the form; the impact sidebar by default. */
  aside?: ReactNode
}

/** The donation screen shared by /donate, /involved and /sponsor (SPEC §2, §4). */
export function DonationScreen({ title, search, lead, program, aside }: DonationScreenProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' })
  // A new key mounts a fresh form: SPEC §4's reset (amount back to $50, message cleared); the
  // donor's name and e-mail come back, not asked twice (decision 083).
  const [formKey, setFormKey] = useState(0)
  const headingId = useId()
  const queryClient = useQueryClient()
  const config = useQuery(configQueryOptions)
  // The card (or PayPal) step replaces the form the donor just finished, often far down a phone's
  // screen: its heading comes into view and takes focus, and so does the form's on the way back.
  const stepHeadingRef = useRevealStep<HTMLHeadingElement>(step.kind)

  function finish(started: DonationStarted, outcome: Outcome) {
    setStep({ kind: 'done', started, outcome })
    setFormKey((key) => key + 1)
    if (outcome === 'pledged') {
      toaster.create({
        type: 'success',
        title: m.giving_pledge_toast_title(),
        description: m.giving_pledge_toast_description(),
      })
      return
    }
    toaster.create({
      type: 'success',
      title: m.giving_donation_toast_title(),
      description: m.giving_donation_toast_description(),
    })
    // The bar counts paid gifts only; a bank debit joins it once it clears.
    void queryClient.invalidateQueries({ queryKey: campaignQueryOptions.queryKey })
  }

  function started(next: DonationStarted) {
    const { created } = next
    if (created.status === 'pledged') finish(next, 'pledged')
    else if ('paypalOrderId' in created) setStep({ kind: 'paypal', started: { ...next, created } })
    else setStep({ kind: 'card', started: { ...next, created } })
  }

  const key = config.data?.stripePublishableKey ?? null

  return (
    <>
      <PageHero title={title}>{lead ?? m.giving_donate_lead()}</PageHero>
      <div
        className={cx(
          section({ width: '6xl', spacing: 'md' }),
          css({
            display: 'grid',
            gap: '8',
            gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
            alignItems: 'start',
          }),
        )}
      >
        <FormPanel labelledBy={headingId} className={stackGap6}>
          {step.kind === 'done' ? (
            <DonationOutcome
              headingId={headingId}
              started={step.started}
              outcome={step.outcome}
              onAgain={() => setStep({ kind: 'form' })}
            />
          ) : (
            <StepHeading id={headingId} ref={stepHeadingRef} className={headingH2}>
              {step.kind === 'card'
                ? step.started.paymentMethod === 'bank'
                  ? m.giving_step_bank()
                  : m.giving_step_card()
                : step.kind === 'paypal'
                  ? 'PayPal'
                  : m.giving_step_form()}
            </StepHeading>
          )}
          {step.kind === 'form' && (
            <DonationForm
              key={formKey}
              labelledBy={headingId}
              search={formKey === 0 ? search : {}}
              onStarted={started}
              program={program}
            />
          )}
          {step.kind === 'paypal' && (
            <>
              <p>{m.giving_paypal_one_time({ amount: formatDollars(step.started.amount) })}</p>
              {config.data?.giving.paypalClientId ? (
                <Suspense fallback={<Spinner label={m.giving_loading_paypal()} showLabel />}>
                  <PayPalDonation
                    donationId={step.started.created.id}
                    orderId={step.started.created.paypalOrderId}
                    clientId={config.data.giving.paypalClientId}
                    onPaid={(outcome) => finish(step.started, outcome)}
                  />
                </Suspense>
              ) : (
                <Spinner label={m.giving_loading_paypal()} showLabel />
              )}
              <Button variant="ghost" onClick={() => setStep({ kind: 'form' })}>
                {m.giving_back_to_form()}
              </Button>
            </>
          )}
          {step.kind === 'card' && (
            <>
              <p>
                {step.started.type === 'monthly'
                  ? m.giving_card_monthly({ amount: formatDollars(step.started.amount) })
                  : m.giving_card_one_time({ amount: formatDollars(step.started.amount) })}
              </p>
              {key ? (
                <Suspense
                  fallback={<Spinner label={m.giving_loading_secure_payment()} showLabel />}
                >
                  <CardDonation
                    started={step.started}
                    publishableKey={key}
                    onPaid={(outcome: CardOutcome) => finish(step.started, outcome)}
                  />
                </Suspense>
              ) : (
                <Spinner label={m.giving_loading_secure_payment()} showLabel />
              )}
              <Button variant="ghost" onClick={() => setStep({ kind: 'form' })}>
                {m.giving_back_to_form()}
              </Button>
            </>
          )}
        </FormPanel>
        {aside ?? <ImpactSidebar />}
      </div>
    </>
  )
}
