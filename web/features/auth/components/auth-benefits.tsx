import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { stackGap3 } from '~/components/ui/stack'
import { headingH2 } from '~/components/ui/typography'

const benefits = [
  'Free activity guides, videos and printables for home and class',
  'A discussion forum where parents and educators swap ideas that worked',
  'Faster checkout, with your name, email and last address already filled in',
  'First word on new workshops, programs and live virtual events',
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
        Join the {brand.shortName} community
      </h2>
      <p className={css({ textStyle: 'lead' })}>
        One free account for families, educators and supporters who want curious, confident young
        minds.
      </p>
      <ul className={stackGap3}>
        {benefits.map((benefit) => (
          <li key={benefit} className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}>
            <span
              aria-hidden="true"
              className={css({ color: 'accent.subtleHover', fontWeight: '800' })}
            >
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  )
}
