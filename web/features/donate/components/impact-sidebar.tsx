import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { givingLevels } from '#core/constants'
import { m } from '#i18n/messages'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { headingH3, mutedSmallText } from '~/components/ui/typography'
import { useFigure } from '~/entities/facts/api/get-facts'
import { FigureLabel } from '~/entities/facts/components/figure-label'
import { FigureSource } from '~/entities/facts/components/figure-source'
import { CampaignProgress } from './campaign-progress'

/** Where the money goes, beside the form (SPEC §2: the donation screen's impact sidebar). */
export function ImpactSidebar() {
  const programShare = useFigure('programShare')
  return (
    <aside
      aria-label={m.giving_your_impact()}
      className={cx(
        panel({ size: '2xl', tone: 'muted' }),
        css({ display: 'grid', gap: '8', alignContent: 'start' }),
      )}
    >
      <CampaignProgress />
      <section aria-labelledby="impact-title" className={stackGap4}>
        <h2 id="impact-title" className={headingH3}>
          {m.giving_your_impact()}
        </h2>
        <ul className={stackGap3}>
          {givingLevels.map((level) => (
            <li key={level.amount}>
              <strong className={css({ color: 'primary.fg' })}>${level.amount}</strong>{' '}
              {level.impact}
            </li>
          ))}
        </ul>
        {programShare ? (
          <div>
            <p className={mutedSmallText}>
              {programShare.value} <FigureLabel figure={programShare} />.
            </p>
            <FigureSource figure={programShare} />
          </div>
        ) : null}
      </section>
    </aside>
  )
}
