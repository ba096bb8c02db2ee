import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { PageHero } from '~/components/blocks/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH3 } from '~/components/ui/typography'
import { useFigure } from '~/entities/facts/api/get-facts'
import { MailingListDialog, MailingListQueuedNotice } from './mailing-list-dialog'

const chapters = [
  {
    title: 'It started with a puzzle',
    text: 'In a library basement, a math teacher handed a restless group of fourth graders a 3D puzzle with no picture on the box. Forty minutes later nobody had asked to leave. They had argued, tested, failed and finally cheered. That afternoon became our first workshop.',
  },
  {
    title: 'Thinking skills are learnable',
    text: 'Problem solving, focus and creativity are not talents some children simply have. They grow with practice, the right challenge and an adult who asks “what could you try next?” instead of giving the answer.',
  },
  {
    title: 'Digital skills are life skills',
    text: 'Children are online earlier than ever. Our cyber workshops teach them to protect their privacy, recognize tricks and build things with technology rather than only scroll through it.',
  },
  {
    title: 'Every child tells a story',
    text: 'In our storytelling workshops, children write, illustrate and animate stories of their own, learning how AI tools work while the ideas stay entirely theirs. Over six weeks, a shy child becomes a published author.',
  },
]

const heading = sectionHeader()

export function MissionPage() {
  const programShare = useFigure('programShare')
  return (
    <>
      <PageHero
        title="Our Mission"
        palette="meadow"
        tagline="Every child can learn to think boldly"
      >
        We build children’s cognitive and digital skills through cyber, creative and storytelling
        workshops, 3D puzzles and hands-on learning, free for the families who need it most.
      </PageHero>

      <section aria-labelledby="story-title" className={section({ width: '3xl' })}>
        <h2 id="story-title" className={cx(heading.title, css({ mb: '8' }))}>
          Why we do this
        </h2>
        <ol className={css({ display: 'grid', gap: '8' })}>
          {chapters.map((chapter, index) => (
            <li
              key={chapter.title}
              className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '5' })}
            >
              <span
                aria-hidden="true"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '11',
                  h: '11',
                  rounded: 'full',
                  bg: 'primary.solid',
                  color: 'primary.contrast',
                  fontWeight: '800',
                })}
              >
                {index + 1}
              </span>
              <div>
                <h3 className={headingH3}>{chapter.title}</h3>
                <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'lg' })}>
                  {chapter.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="mission-action-title" className={band({ tone: 'muted' })}>
        <div
          className={cx(
            section({ width: '3xl' }),
            css({ display: 'grid', gap: '5', textAlign: 'center', justifyItems: 'center' }),
          )}
        >
          <h2 id="mission-action-title" className={heading.title}>
            Help us reach the next classroom
          </h2>
          <p className={heading.lead}>
            {programShare ? `${programShare.value} ${programShare.label}. ` : ''}Give today, or hear
            from us when new workshops open near you.
          </p>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              justifyContent: 'center',
            })}
          >
            <ButtonLink to="/donate" size="lg">
              Donate Now
            </ButtonLink>
            <MailingListDialog />
          </div>
          <MailingListQueuedNotice />
        </div>
      </section>
    </>
  )
}
