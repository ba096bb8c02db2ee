import { css, cx } from 'styled-system/css'
import { band, panel, section } from 'styled-system/recipes'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { Illustration, scenes } from '~/components/blocks/illustration'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap6 } from '~/components/ui/stack'
import { headingH1, headingH3, labelText, mutedSmallText } from '~/components/ui/typography'
import { useFigure } from '~/entities/facts/api/get-facts'

/**
 * The two figures the hero quotes, from the organisation's facts (decision 058); a label left in
 * English on the Spanish page is marked so, with no note under a two-word claim (decision 079).
 */
function useClaims() {
  return [useFigure('students'), useFigure('cities')].filter((figure) => figure !== undefined)
}

const workshopWeeks = [
  m.content_home_week_puzzles,
  m.content_home_week_safety,
  m.content_home_week_robot,
  m.content_home_week_3d,
  m.content_home_week_drafting,
  m.content_home_week_publishing,
]

export function HeroSection() {
  const claims = useClaims()
  return (
    <section aria-labelledby="home-title" className={band({ tone: 'dawn', divider: 'bottom' })}>
      <div
        className={cx(
          section({ spacing: '3xl' }),
          css({
            display: 'grid',
            gap: { base: '10', lg: '16' },
            gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' },
            alignItems: 'center',
          }),
        )}
      >
        <div className={stackGap6}>
          <p className={css({ fontWeight: '800', color: 'secondary.fg' })}>
            {m.content_home_hero_eyebrow()}
          </p>
          <h1 id="home-title" className={headingH1}>
            {m.content_home_title()}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>
            {m.content_home_hero_lead()}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <ButtonLink to="/impact" size="lg">
              {m.content_home_see_impact()}
            </ButtonLink>
            <ButtonLink to="/store" size="lg" variant="outline">
              {m.content_home_shop_puzzles()}
            </ButtonLink>
          </div>
          <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '6', md: '10' } })}>
            {claims.map((claim) => (
              <div
                key={claim.key}
                className={css({ display: 'flex', flexDirection: 'column-reverse' })}
              >
                <dt className={mutedSmallText} lang={langOf(claim, 'label')}>
                  {claim.label}
                </dt>
                <dd
                  className={css({
                    fontSize: '4xl',
                    fontWeight: '800',
                    color: 'primary.fg',
                    lineHeight: '1',
                  })}
                >
                  {claim.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <Illustration
            scene={scenes.workshopPuzzles}
            priority
            className={css({ rounded: '2xl' })}
          />
          <aside
            aria-labelledby="workshop-story"
            className={cx(
              panel({ size: '2xl', elevation: 'lifted' }),
              // The card overlaps the foot of the scene, a little inset from its sides.
              css({ position: 'relative', mt: '-12', mx: { base: '2', md: '6' } }),
            )}
          >
            <h2 id="workshop-story" className={headingH3}>
              {m.content_home_workshop_title()}
            </h2>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{m.content_home_workshop_text()}</p>
            <ol className={css({ display: 'grid', gap: '2.5', mt: '5' })}>
              {workshopWeeks.map((week, index) => (
                <li
                  key={week()}
                  className={css({ display: 'flex', alignItems: 'center', gap: '3' })}
                >
                  <span
                    className={css({
                      flexShrink: 0,
                      w: '16',
                      fontSize: 'xs',
                      fontWeight: '800',
                      textTransform: 'uppercase',
                      color: 'secondary.fg',
                    })}
                  >
                    {m.content_home_week_number({ number: index + 1 })}
                  </span>
                  <span className={labelText}>{week()}</span>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
    </section>
  )
}
