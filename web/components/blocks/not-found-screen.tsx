import { css } from 'styled-system/css'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1, mutedLeadText } from '~/components/ui/typography'
import { PageSection } from './page-section'

/** The spec's 404 screen, word for word, with the two ways on: home and the store. */
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
        <h1 className={headingH1}>404 Page Not Found</h1>
        <p className={mutedLeadText}>Did you forget to add the page to the router?</p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
        >
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/store" variant="outline">
            Browse the Store
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  )
}
