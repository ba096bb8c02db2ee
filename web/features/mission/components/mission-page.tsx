import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { PageHero } from '~/components/blocks/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH3 } from '~/components/ui/typography'
import { useFigure } from '~/entities/facts/api/get-facts'
import { FigureLabel } from '~/entities/facts/components/figure-label'
import { MailingListDialog, MailingListQueuedNotice } from './mailing-list-dialog'

const chapters = [
  { key: 'puzzle', title: m.content_mission_puzzle_title, text: m.content_mission_puzzle_text },
  {
    key: 'learnable',
    title: m.content_mission_learnable_title,
    text: m.content_mission_learnable_text,
  },
  { key: 'digital', title: m.content_mission_digital_title, text: m.content_mission_digital_text },
  { key: 'story', title: m.content_mission_story_title, text: m.content_mission_story_text },
]

const heading = sectionHeader()

export function MissionPage() {
  const programShare = useFigure('programShare')
  return (
    <>
      <PageHero
        title={m.content_mission_title()}
        palette="meadow"
        tagline={m.content_mission_tagline()}
      >
        {m.content_mission_lead()}
      </PageHero>

      <section aria-labelledby="story-title" className={section({ width: '3xl' })}>
        <h2 id="story-title" className={cx(heading.title, css({ mb: '8' }))}>
          {m.content_mission_why_title()}
        </h2>
        <ol className={css({ display: 'grid', gap: '8' })}>
          {chapters.map((chapter, index) => (
            <li
              key={chapter.key}
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
                <h3 className={headingH3}>{chapter.title()}</h3>
                <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'lg' })}>
                  {chapter.text()}
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
            {m.content_mission_action_title()}
          </h2>
          <p className={heading.lead}>
            {programShare ? (
              <>
                {programShare.value} <FigureLabel figure={programShare} />.{' '}
              </>
            ) : null}
            {m.content_mission_action_text()}
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
              {m.content_donate_now()}
            </ButtonLink>
            <MailingListDialog />
          </div>
          <MailingListQueuedNotice />
        </div>
      </section>
    </>
  )
}
