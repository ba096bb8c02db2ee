import { css } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { donationPresets, givingLevel } from '#core/constants'
import { formatWholeDollars } from '#core/money'
import { m } from '#i18n/messages'
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
            {m.content_home_donate_title()}
          </h2>
          <p className={heading.lead}>{m.content_home_donate_lead()}</p>
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
            title={m.content_home_give_once()}
            description={m.content_home_give_once_description({
              amount: formatWholeDollars(donationPresets.homeOneTimeDefault),
              impact: givingLevel(donationPresets.homeOneTimeDefault)?.impact ?? '',
            })}
            presets={donationPresets.homeOneTime}
            defaultAmount={donationPresets.homeOneTimeDefault}
            submitLabel={m.content_donate_now()}
          />
          <DonationCard
            type="monthly"
            title={m.content_home_give_monthly()}
            description={m.content_home_give_monthly_description({
              amount: formatWholeDollars(donationPresets.homeMonthlyDefault),
              impact: givingLevel(donationPresets.homeMonthlyDefault)?.impact ?? '',
            })}
            presets={donationPresets.homeMonthly}
            defaultAmount={donationPresets.homeMonthlyDefault}
            submitLabel={m.content_home_give_monthly()}
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
          <span className={mutedText}>{m.content_home_sponsor_question()}</span>
          <ButtonLink to="/sponsor" variant="outline" tone="secondary">
            {m.content_home_sponsor_button()}
          </ButtonLink>
        </p>
      </div>
    </section>
  )
}
