import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { givingLevels } from '#core/constants'
import { m } from '#i18n/messages'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { headingH3, mutedSmallText, strongText } from '~/components/ui/typography'

/**
 * Beside the sponsorship form (decision 061): the monthly tiers, what a sponsor receives, and a
 * sample of the term update staff write. The tiers are the one list of amounts and their impact
 * (`givingLevels`), as on /donate and the home page.
 */
export function SponsorSidebar() {
  return (
    <aside
      aria-label={m.giving_about_sponsorship()}
      className={cx(
        panel({ size: '2xl', tone: 'muted' }),
        css({ display: 'grid', gap: '8', alignContent: 'start' }),
      )}
    >
      <section aria-labelledby="sponsor-tiers-title" className={stackGap4}>
        <h2 id="sponsor-tiers-title" className={headingH3}>
          {m.giving_monthly_sponsorships()}
        </h2>
        <ul className={stackGap3}>
          {givingLevels.map((level) => (
            <li key={level.amount}>
              <strong className={css({ color: 'primary.fg' })}>
                {m.giving_amount_a_month({ amount: `$${level.amount}` })}
              </strong>{' '}
              {level.impact}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sponsor-receive-title" className={stackGap4}>
        <h2 id="sponsor-receive-title" className={headingH3}>
          {m.giving_what_you_receive()}
        </h2>
        <ul className={cx(stackGap3, css({ listStyle: 'disc', ps: '5' }))}>
          <li>{m.giving_receive_updates()}</li>
          <li>{m.giving_receive_privacy()}</li>
          <li>{m.giving_receive_receipts()}</li>
          <li>{m.giving_receive_control()}</li>
        </ul>
      </section>
      <section aria-labelledby="sponsor-sample-title" className={stackGap3}>
        <h2 id="sponsor-sample-title" className={headingH3}>
          {m.giving_sample_title()}
        </h2>
        <blockquote
          className={cx(
            stackGap3,
            css({ borderInlineStartWidth: '4px', borderColor: 'primary.solid', ps: '4' }),
          )}
        >
          <p className={strongText}>{m.giving_sample_heading()}</p>
          <p>{m.giving_sample_first()}</p>
          <p>{m.giving_sample_second()}</p>
        </blockquote>
        <p className={mutedSmallText}>{m.giving_sample_note()}</p>
      </section>
    </aside>
  )
}
