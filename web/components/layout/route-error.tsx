import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { errorMessage } from '~/lib/api-request'
import { PageSection } from './page-section'

/** A friendly error screen for a route that failed to load, with a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <PageSection>
      <div
        role="alert"
        className={css({ maxW: '2xl', display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <h1 className={css({ textStyle: 'h1' })}>Something went wrong</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted' })}>
          We couldn't load this page. Please check your connection and try again.
        </p>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Details: {errorMessage(error)}</p>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try Again
          </Button>
          <ButtonLink to="/" variant="outline">
            Return Home
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  )
}
