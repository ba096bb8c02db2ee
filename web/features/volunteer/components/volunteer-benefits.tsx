import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { headingH3, visuallyHidden } from '~/components/ui/typography'

const benefits = [
  {
    title: 'Make an Impact',
    text: 'Help a child finish their first 3D puzzle, spot their first phishing trick or publish their first story.',
    tone: css({ borderTopColor: 'primary.solid' }),
  },
  {
    title: 'Join Our Community',
    text: 'Meet teachers, engineers, artists and parents who give a few hours a month to curious kids.',
    tone: css({ borderTopColor: 'secondary.solid' }),
  },
  {
    title: 'Develop Skills',
    text: 'Get trained in our workshop methods and grow your mentoring, teaching and leadership skills.',
    tone: css({ borderTopColor: 'grape.solid' }),
  },
]

export function VolunteerBenefits() {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={visuallyHidden}>
        Why volunteer with us
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
            key={benefit.title}
            className={cx(panel({ size: 'xl', elevation: 'raised', accent: 'top' }), benefit.tone)}
          >
            <h3 className={headingH3}>{benefit.title}</h3>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
