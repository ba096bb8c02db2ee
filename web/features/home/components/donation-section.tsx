import { css } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { donationPresets, givingLevel } from '#core/constants'
import { ButtonLink } from '~/components/ui/button-link'
import { mutedText } from '~/components/ui/typography'
import { DonationCard } from './donation-card'

const heading = sectionHeader()

export function DonationSection() {
  return (
    <section aria-labelledby="donate-title" className={band({ tone: 'muted' })}>
      <div className={section({ spacing: '2xl' })}>
        <header className={heading.root}>
          <h2 id="donate-title" className={heading.title}>
            Help a Child Discover What They Can Do
          </h2>
          <p className={heading.lead}>
            Your gift buys puzzles, laptops and workshop seats for children whose families could not
            otherwise afford them.
          </p>
        </header>
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            maxW: '4xl',
            mx: 'auto',
          })}
        >
          <DonationCard
            type="one-time"
            title="Give Once"
            description={`$${donationPresets.homeOneTimeDefault} ${givingLevel(donationPresets.homeOneTimeDefault)?.impact}`}
            presets={donationPresets.homeOneTime}
            defaultAmount={donationPresets.homeOneTimeDefault}
            submitLabel="Donate Now"
          />
          <DonationCard
            type="monthly"
            title="Give Monthly"
            description={`$${donationPresets.homeMonthlyDefault} a month ${givingLevel(donationPresets.homeMonthlyDefault)?.impact}`}
            presets={donationPresets.homeMonthly}
            defaultAmount={donationPresets.homeMonthlyDefault}
            submitLabel="Give Monthly"
          />
        </div>
        <p
          className={css({
            textAlign: 'center',
            mt: '8',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            justifyContent: 'center',
            alignItems: 'center',
          })}
        >
          <span className={mutedText}>Want to follow one child’s progress?</span>
          <ButtonLink to="/sponsor" variant="outline" tone="secondary">
            Sponsor a Student
          </ButtonLink>
        </p>
      </div>
    </section>
  )
}
