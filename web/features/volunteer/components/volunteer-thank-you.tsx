import { m } from '#i18n/messages'
import { ThankYouPanel } from '~/components/blocks/thank-you-panel'

export function VolunteerThankYou({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  return (
    <ThankYouPanel
      headingId="application-title"
      title={m.content_volunteer_thanks_title()}
      againLabel={m.content_volunteer_thanks_again()}
      onAgain={onSubmitAnother}
    >
      {m.content_volunteer_thanks_text()}
    </ThankYouPanel>
  )
}
