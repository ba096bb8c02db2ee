import { ThankYouPanel } from '~/components/blocks/thank-you-panel'

export function VolunteerThankYou({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  return (
    <ThankYouPanel
      headingId="application-title"
      title="Thank You for Volunteering!"
      againLabel="Submit Another Application"
      onAgain={onSubmitAnother}
    >
      We’ve received your application. Our volunteer team will be in touch within 2-3 business days
      to talk about where you’d fit best.
    </ThankYouPanel>
  )
}
