import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { ButtonLink } from '~/components/ui/button-link'

/** The donation screen shared by /donate, /involved and /sponsor (SPEC §2). */
export function DonationScreen() {
  return (
    <ScreenPlaceholder
      title="Make a Donation"
      note="Online giving is on its way. Until it opens, you can help by volunteering with us."
    >
      <div>
        <ButtonLink to="/volunteer" variant="outline">
          Volunteer With Us
        </ButtonLink>
      </div>
    </ScreenPlaceholder>
  )
}
