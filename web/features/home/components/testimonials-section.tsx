import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { Portrait } from '~/components/blocks/illustration'
import { mutedSmallText } from '~/components/ui/typography'
import { QuoteIcon } from './home-icons'

const heading = sectionHeader()

const testimonials = [
  {
    quote: m.content_home_testimonial_parent_quote,
    name: () => 'Renee T.',
    portrait: 'renee-t',
    role: m.content_home_testimonial_parent_role,
  },
  {
    quote: m.content_home_testimonial_teacher_quote,
    name: m.content_home_testimonial_teacher_name,
    portrait: 'daniel-osei',
    role: m.content_home_testimonial_teacher_role,
  },
  {
    quote: m.content_home_testimonial_student_quote,
    name: () => m.content_home_testimonial_student_name({ name: 'Jaylen', age: 10 }),
    portrait: 'jaylen',
    role: m.content_home_testimonial_student_role,
  },
]

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className={section({ spacing: '2xl' })}>
      <header className={heading.root}>
        <h2 id="testimonials-title" className={heading.title}>
          {m.content_home_testimonials_title()}
        </h2>
        <p className={heading.lead}>{m.content_home_testimonials_lead()}</p>
      </header>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {testimonials.map((item) => (
          <li key={item.portrait} className={css({ display: 'grid' })}>
            <figure
              className={cx(
                panel({ size: 'xl', elevation: 'raised' }),
                css({ display: 'flex', flexDirection: 'column', gap: '4' }),
              )}
            >
              <span className={css({ color: 'primary.brand' })}>
                <QuoteIcon />
              </span>
              <blockquote className={css({ flex: '1', fontSize: 'lg' })}>
                <p>{item.quote()}</p>
              </blockquote>
              <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <Portrait name={item.portrait} size={56} />
                <span>
                  <span className={css({ display: 'block', fontWeight: '800' })}>
                    {item.name()}
                  </span>
                  <span className={mutedSmallText}>{item.role()}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
