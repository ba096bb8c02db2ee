import { css, cx } from 'styled-system/css'
import { band, panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { PageHero } from '~/components/blocks/page-hero'
import { mutedText } from '~/components/ui/typography'
import { useAddTierToCart } from '../api/add-tier-to-cart'
import { storytellingTiers } from '../lib/tiers'
import { TierCard } from './tier-card'

const steps = [
  {
    key: 'tell',
    title: m.content_storytelling_step_tell_title,
    text: m.content_storytelling_step_tell_text,
  },
  {
    key: 'ai',
    title: m.content_storytelling_step_ai_title,
    text: m.content_storytelling_step_ai_text,
  },
  {
    key: 'keep',
    title: m.content_storytelling_step_keep_title,
    text: m.content_storytelling_step_keep_text,
  },
]

const promises = [
  {
    key: 'files',
    title: m.content_storytelling_promise_files_title,
    text: m.content_storytelling_promise_files_text,
  },
  {
    key: 'tech',
    title: m.content_storytelling_promise_tech_title,
    text: m.content_storytelling_promise_tech_text,
  },
]

const heading = sectionHeader()

export function StorytellingPage() {
  const addTier = useAddTierToCart()

  return (
    <>
      <PageHero
        title={m.content_storytelling_hero_title()}
        palette="dusk"
        eyebrow={m.content_storytelling_title()}
      >
        {m.content_storytelling_hero_text()}
      </PageHero>

      <section aria-labelledby="how-title" className={section()}>
        <h2 id="how-title" className={cx(heading.title, css({ textAlign: 'center', mb: '10' }))}>
          {m.content_storytelling_how_title()}
        </h2>
        <ol
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          })}
        >
          {steps.map((step, index) => (
            <li
              key={step.key}
              className={css({ display: 'grid', gap: '2', alignContent: 'start' })}
            >
              <span
                aria-hidden="true"
                className={css({
                  fontSize: '4xl',
                  fontWeight: '800',
                  color: 'grape.fg',
                  lineHeight: '1',
                })}
              >
                {index + 1}
              </span>
              <h3 className={css({ fontSize: 'xl', fontWeight: '800' })}>{step.title()}</h3>
              <p className={mutedText}>{step.text()}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tiers-title" className={band({ tone: 'muted' })}>
        <div className={section()}>
          <h2 id="tiers-title" className={cx(heading.title, css({ textAlign: 'center' }))}>
            {m.content_storytelling_tiers_title()}
          </h2>
          <p className={cx(heading.lead, css({ textAlign: 'center', mt: '3', mb: '12' }))}>
            {m.content_storytelling_tiers_lead()}
          </p>
          <div
            className={css({
              display: 'grid',
              gap: { base: '10', lg: '6' },
              gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
              alignItems: 'stretch',
            })}
          >
            {storytellingTiers.map((tier) => (
              <TierCard
                key={tier.name}
                tier={tier}
                onChoose={() => addTier.mutate(tier.name)}
                pending={addTier.isPending && addTier.variables === tier.name}
                disabled={addTier.isPending}
              />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="promises-title" className={section({ width: '5xl' })}>
        <h2
          id="promises-title"
          className={cx(heading.title, css({ textAlign: 'center', mb: '8' }))}
        >
          {m.content_storytelling_promises_title()}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
          })}
        >
          {promises.map((promise) => (
            <li key={promise.key} className={panel({ size: 'xl', elevation: 'raised' })}>
              <h3 className={css({ fontSize: 'xl', fontWeight: '800' })}>{promise.title()}</h3>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{promise.text()}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
