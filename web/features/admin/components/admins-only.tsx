import { css } from 'styled-system/css'
import { PageSection } from '~/components/blocks/page-section'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1, mutedLeadText } from '~/components/ui/typography'

/** /admin for a signed-in visitor without the admin role: said plainly, nothing fetched. */
export function AdminsOnly() {
  return (
    <PageSection>
      <div className={css({ maxW: '2xl', display: 'grid', gap: '4', justifyItems: 'start' })}>
        <h1 className={headingH1}>Admins only</h1>
        <p className={mutedLeadText}>
          The admin dashboard is for BrightMinds staff. If you work with us and need access, ask an
          administrator to grant it to your account.
        </p>
        <ButtonLink to="/">Return Home</ButtonLink>
      </div>
    </PageSection>
  )
}
