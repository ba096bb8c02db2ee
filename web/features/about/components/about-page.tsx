import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { brand } from '#core/brand'
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
          <p className={heading.lead}>
            We are a 501(c)(3) nonprofit that builds children’s cognitive and digital skills through
            cyber, creative and storytelling workshops, 3D puzzles and hands-on learning.
          </p>
        </div>
      </header>

      <section aria-labelledby="mission-title" className={section()}>
        <h2 id="mission-title" className={heading.title}>
          Our Mission
        </h2>
        <div className={css({ display: 'grid', gap: '4', maxW: '3xl', fontSize: 'lg' })}>
          <p>
            Every child deserves the chance to find out how capable they are. We give children in
            grades 3 to 8 the thinking tools that last: breaking a problem into pieces, testing an
            idea, staying with something hard, and explaining what they discovered.
          </p>
          <p className={mutedText}>
            We do it in small groups, with real materials, and free of charge for the families who
            need it most, funded by our store and by donors like you.
          </p>
        </div>
      </section>

      <ValuesSection />

      <section aria-labelledby="storytelling-title" className={band({ tone: 'grape' })}>
        <div className={cx(section(), css({ display: 'grid', gap: '5', justifyItems: 'start' }))}>
          <h2 id="storytelling-title" className={headingH2}>
            AI Storytelling Services
          </h2>
          <p className={heading.lead}>
            Our storytelling studio turns a child’s own story into an illustrated eBook and an
            animated film. Children learn how AI tools work, and where their limits are, while the
            ideas stay entirely theirs. Families can do it at home with a kit, or with our team.
          </p>
          <ButtonLink to="/ai-storytelling" tone="grape">
            Explore AI Storytelling
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
            Be Part of It
          </h2>
          <p className={heading.lead}>
            Shop a puzzle, fund a workshop seat, or swap ideas with other parents and educators.
          </p>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              justifyContent: 'center',
            })}
          >
            <ButtonLink to="/store" variant="outline">
              Visit Our Store
            </ButtonLink>
            <ButtonLink to="/donate">Donate</ButtonLink>
            <ButtonLink to="/community" variant="outline" tone="secondary">
              Join the Community
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
