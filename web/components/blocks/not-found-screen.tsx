import { css } from 'styled-system/css'
import { ButtonLink } from '~/components/ui/button-link'
import { PageSection } from './page-section'

/** The spec's 404 screen, word for word. */
export function NotFoundScreen() {
  return (
    <PageSection>
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '4',
          py: '10',
        })}
      >
        <h1 className={css({ textStyle: 'h1' })}>404 Page Not Found</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted' })}>
          Did you forget to add the page to the router?
        </p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </div>
    </PageSection>
  )
}
