import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { stackGap3 } from '~/components/ui/stack'
import { headingH2 } from '~/components/ui/typography'

const benefits = [
  m.account_benefit_guides,
  m.account_benefit_forum,
  m.account_benefit_checkout,
  m.account_benefit_news,
]

/** The marketing panel beside the sign-in forms (SPEC: four benefit bullets). */
export function AuthBenefits() {
  return (
    <section
      aria-labelledby="auth-benefits-title"
      className={css({
        bg: 'secondary.hover',
        color: 'white',
        borderRadius: '2xl',
        p: { base: '6', md: '10' },
        display: 'grid',
        gap: '5',
        alignContent: 'start',
      })}
    >
      <h2 id="auth-benefits-title" className={headingH2}>
        {m.account_benefits_title({ name: brand.shortName })}
      </h2>
      <p className={css({ textStyle: 'lead' })}>{m.account_benefits_lead()}</p>
      <ul className={stackGap3}>
        {benefits.map((benefit) => (
          <li
            key={benefit()}
            className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}
          >
            <span
              aria-hidden="true"
              className={css({ color: 'accent.subtleHover', fontWeight: '800' })}
            >
              ✓
            </span>
            {benefit()}
          </li>
        ))}
      </ul>
    </section>
  )
}
