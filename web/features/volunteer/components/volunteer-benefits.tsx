import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { headingH3, visuallyHidden } from '~/components/ui/typography'

const benefits = [
  {
    key: 'impact',
    title: m.content_volunteer_impact_title,
    text: m.content_volunteer_impact_text,
    tone: css({ borderTopColor: 'primary.solid' }),
  },
  {
    key: 'community',
    title: m.content_volunteer_community_title,
    text: m.content_volunteer_community_text,
    tone: css({ borderTopColor: 'secondary.solid' }),
  },
  {
    key: 'skills',
    title: m.content_volunteer_skills_title,
    text: m.content_volunteer_skills_text,
    tone: css({ borderTopColor: 'grape.solid' }),
  },
]

export function VolunteerBenefits() {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={visuallyHidden}>
        {m.content_volunteer_why_title()}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {benefits.map((benefit) => (
          <li
            key={benefit.key}
            className={cx(panel({ size: 'xl', elevation: 'raised', accent: 'top' }), benefit.tone)}
          >
            <h3 className={headingH3}>{benefit.title()}</h3>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{benefit.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
