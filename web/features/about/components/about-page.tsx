import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap5 } from '~/components/ui/stack'
import { headingH1, headingH2, mutedText } from '~/components/ui/typography'
import { ImpactStatsSection } from './impact-stats-section'
import { TeamSection } from './team-section'
import { ValuesSection } from './values-section'

interface AboutPageProps {
  /** The page heading: /about and /impact show the same screen under their own name. */
  title: string
}

const heading = sectionHeader({ align: 'start' })

export function AboutPage({ title }: AboutPageProps) {
  return (
    <>
      <header className={band({ tone: 'dawn' })}>
        <div className={cx(section({ spacing: '2xl' }), stackGap5)}>
          <p className={css({ fontWeight: '800', color: 'secondary.fg' })}>{brand.name}</p>
          <h1 className={headingH1}>{title}</h1>
          <p className={heading.lead}>{m.content_about_lead()}</p>
        </div>
      </header>

      <section aria-labelledby="mission-title" className={section()}>
        <h2 id="mission-title" className={heading.title}>
          {m.content_mission_title()}
        </h2>
        <div className={css({ display: 'grid', gap: '4', maxW: '3xl', fontSize: 'lg' })}>
          <p>{m.content_about_mission_text()}</p>
          <p className={mutedText}>{m.content_about_mission_how()}</p>
        </div>
      </section>

      <ValuesSection />

      <section aria-labelledby="storytelling-title" className={band({ tone: 'grape' })}>
        <div className={cx(section(), css({ display: 'grid', gap: '5', justifyItems: 'start' }))}>
          <h2 id="storytelling-title" className={headingH2}>
            {m.content_about_storytelling_title()}
          </h2>
          <p className={heading.lead}>{m.content_about_storytelling_text()}</p>
          <ButtonLink to="/ai-storytelling" tone="grape">
            {m.content_about_storytelling_button()}
          </ButtonLink>
        </div>
      </section>

      <ImpactStatsSection />
      <TeamSection />

      <section aria-labelledby="involved-title" className={band({ tone: 'muted' })}>
        <div
          className={cx(
            section(),
            css({ display: 'grid', gap: '5', justifyItems: 'center', textAlign: 'center' }),
          )}
        >
          <h2 id="involved-title" className={headingH2}>
            {m.content_about_involved_title()}
          </h2>
          <p className={heading.lead}>{m.content_about_involved_text()}</p>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              justifyContent: 'center',
            })}
          >
            <ButtonLink to="/store" variant="outline">
              {m.content_about_visit_store()}
            </ButtonLink>
            <ButtonLink to="/donate">{m.content_donate()}</ButtonLink>
            <ButtonLink to="/community" variant="outline" tone="secondary">
              {m.content_about_join_community()}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
