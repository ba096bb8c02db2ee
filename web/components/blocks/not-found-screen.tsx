import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
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
        <h1 className={headingH1}>{m.not_found_title()}</h1>
        <p className={mutedLeadText}>{m.not_found_text()}</p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
        >
          <ButtonLink to="/">{m.not_found_home()}</ButtonLink>
          <ButtonLink to="/store" variant="outline">
            {m.not_found_store()}
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  )
}
