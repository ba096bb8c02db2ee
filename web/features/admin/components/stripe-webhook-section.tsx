import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { LoadError } from '~/components/blocks/load-error'
import { Badge, type BadgeProps } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3, stackGap5 } from '~/components/ui/stack'
import { strongText } from '~/components/ui/typography'
import {
  type HandledEvent,
  useCheckWebhookAgain,
  useWebhookSetup,
  type WebhookSetup,
} from '../api/stripe-webhook'
import { DashboardSection } from './dashboard-section'

const code = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })
const list = css({ display: 'grid', gap: '2', listStyle: 'disc', ps: '5' })
const checkedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The top edge of a notice: static, so Panda's extractor sees each colour. */
const edges = {
  danger: css({ borderTopColor: 'danger.solid' }),
  success: css({ borderTopColor: 'success.solid' }),
  neutral: css({ borderTopColor: 'border' }),
}

/** A box in the panel: `danger` for what staff must fix, `success` when all is well. */
function Notice({ tone, children }: { tone: keyof typeof edges; children: ReactNode }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(panel({ size: 'sm', accent: 'top' }), stackGap3, edges[tone])}
    >
      {children}
    </div>
  )
}

function Codes({ values }: { values: readonly string[] }) {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 && ', '}
      <code className={code}>{value}</code>
    </span>
  ))
}

/** What staff must change, in Stripe or in the server's settings, for every event to arrive. */
function problemsOf(setup: WebhookSetup): Map<string, ReactNode> {
  const problems = new Map<string, ReactNode>()
  if (setup.state !== 'not-configured' && !setup.signingSecretSet) {
    problems.set(
      'secret',
      <>
        <code className={code}>STRIPE_WEBHOOK_SECRET</code> is not set, so the webhook refuses every
        event. Put the endpoint's signing secret in it and restart the site.
      </>,
    )
  }
  if (setup.state === 'no-endpoint') {
    problems.set(
      'no-endpoint',
      <>
        No webhook endpoint in Stripe sends events to{' '}
        <code className={code}>{setup.webhookUrl}</code>, so no order or gift is ever marked paid.
        In Stripe's dashboard (Developers → Webhooks), add an endpoint for that address with every
        event listed below.
        {setup.otherUrls.length > 0 && (
          <>
            {' '}
            The account's endpoints send to: <Codes values={setup.otherUrls} />.
          </>
        )}
      </>,
    )
  }
  if (setup.state === 'unavailable' && setup.reason === 'refused') {
    problems.set(
      'refused',
      <>
        Stripe refused to list the webhook endpoints: {setup.stripeMessage} A restricted key needs
        the "Webhook Endpoints: Read" permission.
      </>,
    )
  }
  if (setup.state === 'checked') {
    for (const endpoint of setup.endpoints.filter((each) => each.status === 'disabled')) {
      problems.set(
        endpoint.id,
        <>
          The endpoint <code className={code}>{endpoint.id}</code> is disabled in Stripe, so it
          sends nothing. Enable it again in Stripe's dashboard (Developers → Webhooks).
        </>,
      )
    }
    if (setup.missing.length > 0) {
      problems.set(
        'missing',
        <>
          Add these events to the webhook endpoint in Stripe's dashboard:{' '}
          <Codes values={setup.missing} />.
        </>,
      )
    }
  }
  return problems
}

/** The state in one sentence, when there is nothing to fix. */
function Summary({ setup }: { setup: WebhookSetup }) {
  if (setup.state === 'not-configured') {
    return (
      <Notice tone="neutral">
        <p>
          Card payments are not configured on this server (<code className={code}>STRIPE_*</code>{' '}
          keys), so there is no endpoint to check. Once they are, Stripe must send the events below
          to <code className={code}>{setup.webhookUrl}</code>.
        </p>
      </Notice>
    )
  }
  if (setup.state === 'unavailable') {
    return (
      <Notice tone="neutral">
        <p>
          Stripe could not be reached just now ({setup.stripeMessage}), so the endpoint was not
          checked. Check again in a minute.
        </p>
      </Notice>
    )
  }
  return (
    <Notice tone="success">
      <p>
        Stripe sends every event the site handles to{' '}
        <code className={code}>{setup.webhookUrl}</code>.
      </p>
    </Notice>
  )
}

const sentBadges: Record<'yes' | 'no' | 'unknown', { label: string; tone: BadgeProps['tone'] }> = {
  yes: { label: 'Sent', tone: 'success' },
  no: { label: 'Not sent', tone: 'danger' },
  unknown: { label: 'Not checked', tone: 'neutral' },
}

function EventItem({ event }: { event: HandledEvent }) {
  const badge = sentBadges[event.sent === null ? 'unknown' : event.sent ? 'yes' : 'no']
  return (
    <li className={css({ display: 'grid', gap: '1', py: '3', borderTopWidth: '1px' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '2',
        })}
      >
        <code className={cx(code, strongText)}>{event.type}</code>
        <Badge size="sm" tone={badge.tone}>
          {badge.label}
        </Badge>
      </div>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{event.purpose}</p>
    </li>
  )
}

function WebhookSetupReport({ setup }: { setup: WebhookSetup }) {
  const problems = problemsOf(setup)
  const check = useCheckWebhookAgain()
  const otherVersions =
    setup.state === 'checked'
      ? setup.endpoints.filter(
          (endpoint) => endpoint.apiVersion && endpoint.apiVersion !== setup.expectedApiVersion,
        )
      : []
  return (
    <div className={stackGap5}>
      {problems.size > 0 ? (
        <Notice tone="danger">
          <p className={strongText}>Stripe is not sending this site everything it needs:</p>
          <ul className={list}>
            {[...problems].map(([key, problem]) => (
              <li key={key}>{problem}</li>
            ))}
          </ul>
        </Notice>
      ) : (
        <Summary setup={setup} />
      )}
      {otherVersions.map((endpoint) => (
        <p key={endpoint.id} className={css({ textStyle: 'small' })}>
          The endpoint <code className={code}>{endpoint.id}</code> sends events in API version{' '}
          {endpoint.apiVersion}; this server reads {setup.expectedApiVersion}. They are still
          applied; create the endpoint in that version when you next change it (README, Payments).
        </p>
      ))}
      <ul
        aria-label="Events the site handles"
        className={css({
          display: 'grid',
          columnGap: '8',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        {setup.events.map((event) => (
          <EventItem key={event.type} event={event} />
        ))}
      </ul>
      {setup.state !== 'not-configured' && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
          <Button
            size="sm"
            variant="outline"
            disabled={check.isPending}
            onClick={() => check.mutate()}
          >
            {check.isPending ? 'Checking…' : 'Check again'}
          </Button>
          {setup.checkedAt && (
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
              Asked Stripe{' '}
              <time dateTime={setup.checkedAt}>{checkedAt.format(new Date(setup.checkedAt))}</time>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/** Whether Stripe sends the site every event it handles (decision 051). */
export function StripeWebhookSection() {
  const setup = useWebhookSetup()
  return (
    <DashboardSection titleId="stripe-webhook-title" title="Stripe webhook">
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>
        Stripe tells the site that a payment went through or failed, and about refunds and disputes,
        by sending events to its webhook. An event Stripe does not send never reaches the orders and
        gifts here.
      </p>
      {setup.isPending ? (
        <Skeleton className={css({ h: '40' })} />
      ) : setup.isError ? (
        <LoadError
          what="the Stripe webhook's check"
          error={setup.error}
          onRetry={() => void setup.refetch()}
        />
      ) : (
        <WebhookSetupReport setup={setup.data} />
      )}
    </DashboardSection>
  )
}
