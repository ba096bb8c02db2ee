import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1, mutedLeadText, mutedSmallText } from '~/components/ui/typography'
import { ApiError, errorMessage } from '~/lib/api-request'
import { useOnlineStatus } from '~/lib/use-online-status'
import { PageSection } from './page-section'

/**
 * A friendly error screen for a route that failed to load, with a retry. Offline it says the
 * page has not been saved for offline use, and tries again by itself once back online; while
 * the server cannot serve it (a 503: its database is out), it says we're having trouble.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnlineStatus()
  const unavailable = error instanceof ApiError && error.status === 503
  // A server error names its log line: staff find what happened from the reference.
  const reference =
    error instanceof ApiError && typeof error.body.requestId === 'string'
      ? error.body.requestId
      : undefined
  const wasOnline = useRef(online)
  const retry = () => {
    reset()
    void router.invalidate()
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only reconnecting retries by itself
  useEffect(() => {
    if (online && !wasOnline.current) retry()
    wasOnline.current = online
  }, [online])

  return (
    <PageSection>
      <div
        role="alert"
        className={css({ maxW: '2xl', display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {!online ? (
          <>
            <h1 className={headingH1}>{m.error_offline_title()}</h1>
            <p className={mutedLeadText}>{m.error_offline_text()}</p>
          </>
        ) : unavailable ? (
          <>
            <h1 className={headingH1}>{m.error_unavailable_title()}</h1>
            <p className={mutedLeadText}>{errorMessage(error)}</p>
            {reference ? (
              <p className={mutedSmallText}>{m.error_reference({ reference })}</p>
            ) : null}
          </>
        ) : (
          <>
            <h1 className={headingH1}>{m.error_title()}</h1>
            <p className={mutedLeadText}>{m.error_text()}</p>
            <p className={mutedSmallText}>
              {reference
                ? m.error_details_reference({ details: errorMessage(error), reference })
                : m.error_details({ details: errorMessage(error) })}
            </p>
          </>
        )}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button onClick={retry}>{m.error_try_again()}</Button>
          <ButtonLink to="/" variant="outline">
            {m.error_return_home()}
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  )
}
