import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { Portrait } from '~/components/blocks/illustration'
import { mutedSmallText } from '~/components/ui/typography'
import { QuoteIcon } from './home-icons'

const heading = sectionHeader()

const testimonials = [
  {
    quote:
      'My daughter used to give up on anything hard. After the puzzle workshop she spent a whole Saturday on a 3D lighthouse and explained every step to us at dinner.',
    name: 'Renee T.',
    portrait: 'renee-t',
    role: 'Parent, Austin',
  },
  {
    quote:
      'The cyber workshop turned online safety into a game my fourth graders actually talk about. They now catch phishing tricks faster than some adults I know.',
    name: 'Mr. Daniel Osei',
    portrait: 'daniel-osei',
    role: '4th grade teacher',
  },
  {
    quote:
      'I wrote a story about a robot who is scared of the dark, and we made it into a real movie. My grandma has watched it twenty times.',
    name: 'Jaylen, age 10',
    portrait: 'jaylen',
    role: 'Storytelling workshop graduate',
  },
]

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className={section({ spacing: '2xl' })}>
      <header className={heading.root}>
        <h2 id="testimonials-title" className={heading.title}>
          What Families Say
        </h2>
        <p className={heading.lead}>Parents, teachers and kids in their own words.</p>
      </header>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {testimonials.map((item) => (
          <li key={item.name} className={css({ display: 'grid' })}>
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
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <Portrait name={item.portrait} size={56} />
                <span>
                  <span className={css({ display: 'block', fontWeight: '800' })}>{item.name}</span>
                  <span className={mutedSmallText}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
