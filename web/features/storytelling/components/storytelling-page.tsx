import { css, cx } from 'styled-system/css'
import { band, panel, section, sectionHeader } from 'styled-system/recipes'
import { PageHero } from '~/components/blocks/page-hero'
import { mutedText } from '~/components/ui/typography'
import { useAddTierToCart } from '../api/add-tier-to-cart'
import { storytellingTiers } from '../lib/tiers'
import { TierCard } from './tier-card'

const steps = [
  {
    title: 'Your child tells the story',
    text: 'A bedtime tale, a dragon in the backyard, a robot who is scared of the dark: any idea will do.',
  },
  {
    title: 'AI helps bring it to life',
    text: 'Using our prompts and templates, or with our team, your child’s words and sketches become illustrations and animation.',
  },
  {
    title: 'You keep it forever',
    text: 'Your eBook, video and image files are yours to keep forever, to reread, rewatch and share with family.',
  },
]

const promises = [
  {
    title: 'Files kept forever',
    text: 'Every eBook, image and video file is yours to keep forever, stored safely so you can download it again whenever you like.',
  },
  {
    title: 'No tech experience needed',
    text: 'If you can send an email, you can do this. Every step comes with a short video and a real person to ask.',
  },
]

const heading = sectionHeader()

export function StorytellingPage() {
  const addTier = useAddTierToCart()

  return (
    <>
      <PageHero
        title="Turn Your Child's Story into an eBook and Animated Film"
        palette="dusk"
        eyebrow="AI Storytelling Workshop"
      >
        For parents who want to celebrate their child’s imagination: we help children ages 6-12 turn
        their own stories into a published eBook, an animated film, or both, while learning how AI
        tools work.
      </PageHero>

      <section aria-labelledby="how-title" className={section()}>
        <h2 id="how-title" className={cx(heading.title, css({ textAlign: 'center', mb: '10' }))}>
          How It Works
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
              key={step.title}
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
              <h3 className={css({ fontSize: 'xl', fontWeight: '800' })}>{step.title}</h3>
              <p className={mutedText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tiers-title" className={band({ tone: 'muted' })}>
        <div className={section()}>
          <h2 id="tiers-title" className={cx(heading.title, css({ textAlign: 'center' }))}>
            Choose Your Package
          </h2>
          <p className={cx(heading.lead, css({ textAlign: 'center', mt: '3', mb: '12' }))}>
            One-time prices. Every purchase helps fund free storytelling workshops in schools.
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
          Our Promise to Parents
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
          })}
        >
          {promises.map((promise) => (
            <li key={promise.title} className={panel({ size: 'xl', elevation: 'raised' })}>
              <h3 className={css({ fontSize: 'xl', fontWeight: '800' })}>{promise.title}</h3>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
