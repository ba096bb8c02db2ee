import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { mutedSmallText } from '~/components/ui/typography'
import { sectionTitle } from './section-title'

const benefits = [
  {
    title: 'Problem solving',
    text: 'Step-by-step challenges build persistence and logical thinking.',
  },
  {
    title: 'Spatial reasoning',
    text: 'Turning, fitting and building strengthen how children see shapes.',
  },
  { title: 'Creativity', text: 'Open-ended play invites children to invent, tell and try again.' },
  { title: 'Fine motor skills', text: 'Handling small parts develops coordination and control.' },
]

/** The static educational-benefits block of the product page (SPEC §2). */
export function EducationalBenefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      className={cx(panel({ size: '3xl', tone: 'secondary' }), css({ mt: '16' }))}
    >
      <h2 id="benefits-title" className={sectionTitle}>
        Educational Benefits
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <h3 className={css({ fontWeight: '700', mb: '1' })}>{benefit.title}</h3>
            <p className={mutedSmallText}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
