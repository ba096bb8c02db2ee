import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { givingLevels } from '#core/constants'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { headingH3, mutedSmallText, strongText } from '~/components/ui/typography'

const sampleUpdate = [
  'This term our Saturday group of 9 to 12 year olds moved from tangrams to their first logic circuits, built from cards and batteries. One of them, whom we will call R., could not finish a 3D puzzle in September; by November R. was showing newcomers how to start from the corners.',
  'Every child took a puzzle kit home to keep practicing over the break. Next term the group starts storytelling with code. Thank you for keeping their places open.',
]

/**
 * Beside the sponsorship form (decision 061): the monthly tiers, what a sponsor receives, and a
 * sample of the term update staff write. The tiers are the one list of amounts and their impact
 * (`givingLevels`), as on /donate and the home page.
 */
export function SponsorSidebar() {
  return (
    <aside
      aria-label="About sponsorship"
      className={cx(
        panel({ size: '2xl', tone: 'muted' }),
        css({ display: 'grid', gap: '8', alignContent: 'start' }),
      )}
    >
      <section aria-labelledby="sponsor-tiers-title" className={stackGap4}>
        <h2 id="sponsor-tiers-title" className={headingH3}>
          Monthly sponsorships
        </h2>
        <ul className={stackGap3}>
          {givingLevels.map((level) => (
            <li key={level.amount}>
              <strong className={css({ color: 'primary.fg' })}>${level.amount} a month</strong>{' '}
              {level.impact}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sponsor-receive-title" className={stackGap4}>
        <h2 id="sponsor-receive-title" className={headingH3}>
          What you receive
        </h2>
        <ul className={cx(stackGap3, css({ listStyle: 'disc', ps: '5' }))}>
          <li>
            A progress update each term, three a year, written by our teaching staff about the group
            your gift keeps learning.
          </li>
          <li>
            Never a child’s personal data: no names, photos or schools. When an update follows one
            child, it is anonymized.
          </li>
          <li>A receipt for every payment, and a year-end statement for your taxes.</li>
          <li>Change, pause or end your sponsorship at any time from the link in each receipt.</li>
        </ul>
      </section>
      <section aria-labelledby="sponsor-sample-title" className={stackGap3}>
        <h2 id="sponsor-sample-title" className={headingH3}>
          A sample term update
        </h2>
        <blockquote
          className={cx(
            stackGap3,
            css({ borderInlineStartWidth: '4px', borderColor: 'primary.solid', ps: '4' }),
          )}
        >
          <p className={strongText}>Fall term, Saturday group (ages 9 to 12)</p>
          {sampleUpdate.map((paragraph) => (
            <p key={paragraph.slice(0, 20)}>{paragraph}</p>
          ))}
        </blockquote>
        <p className={mutedSmallText}>
          A sample: your first update comes at the end of the term you start in.
        </p>
      </section>
    </aside>
  )
}
