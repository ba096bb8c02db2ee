import { m } from '#i18n/messages'
import { ThankYouPanel } from '~/components/blocks/thank-you-panel'

interface ProgramThankYouProps {
  email: string
  onSubmitAnother: () => void
}

export function ProgramThankYou({ email, onSubmitAnother }: ProgramThankYouProps) {
  return (
    <ThankYouPanel
      headingId="program-form-title"
      title={m.content_program_thanks_title()}
      againLabel={m.content_program_thanks_again()}
      onAgain={onSubmitAnother}
    >
      {m.content_program_thanks_text({ email })}
    </ThankYouPanel>
  )
}
