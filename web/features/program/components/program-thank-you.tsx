import { ThankYouPanel } from '~/components/blocks/thank-you-panel'

interface ProgramThankYouProps {
  email: string
  onSubmitAnother: () => void
}

export function ProgramThankYou({ email, onSubmitAnother }: ProgramThankYouProps) {
  return (
    <ThankYouPanel
      headingId="program-form-title"
      title="Application Received!"
      againLabel="Apply for Another Child"
      onAgain={onSubmitAnother}
    >
      Thank you. Our programs team will email {email} within 2-3 business days with the next
      workshop dates near you.
    </ThankYouPanel>
  )
}
