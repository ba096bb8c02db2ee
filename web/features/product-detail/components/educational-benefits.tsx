import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { mutedSmallText } from '~/components/ui/typography'
import { sectionTitle } from './section-title'

// The messages themselves, called as the block renders (the page's language).
const benefits = [
  {
    id: 'problem-solving',
    title: m.shop_benefit_problem_solving_title,
    text: m.shop_benefit_problem_solving_text,
  },
  { id: 'spatial', title: m.shop_benefit_spatial_title, text: m.shop_benefit_spatial_text },
  {
    id: 'creativity',
    title: m.shop_benefit_creativity_title,
    text: m.shop_benefit_creativity_text,
  },
  { id: 'fine-motor', title: m.shop_benefit_motor_title, text: m.shop_benefit_motor_text },
]

/** The static educational-benefits block of the product page (SPEC §2). */
export function EducationalBenefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      className={cx(panel({ size: '3xl', tone: 'secondary' }), css({ mt: '16' }))}
    >
      <h2 id="benefits-title" className={sectionTitle}>
        {m.shop_benefits_title()}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {benefits.map((benefit) => (
          <li key={benefit.id}>
            <h3 className={css({ fontWeight: '700', mb: '1' })}>{benefit.title()}</h3>
            <p className={mutedSmallText}>{benefit.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
