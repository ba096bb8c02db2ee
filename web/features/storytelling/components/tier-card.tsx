import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { stackGap2 } from '~/components/ui/stack'
import { headingH3, mutedText } from '~/components/ui/typography'
import type { StorytellingTier } from '../lib/tiers'

interface TierCardProps {
  tier: StorytellingTier
  onChoose: () => void
  /** This tier's button was just pressed and its product is being added. */
  pending: boolean
  disabled: boolean
}

export function TierCard({ tier, onChoose, pending, disabled }: TierCardProps) {
  const headingId = `tier-${tier.name.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        panel({ size: '2xl', border: 'thick', elevation: tier.popular ? 'lifted' : 'floating' }),
        css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '5' }),
        tier.popular && css({ borderColor: 'grape.solid' }),
      )}
    >
      {tier.popular && (
        <Badge
          variant="solid"
          tone="grape"
          className={css({
            position: 'absolute',
            top: '0',
            left: '50%',
            transform: 'translate(-50%, -50%)',
          })}
        >
          {m.content_tier_most_popular()}
        </Badge>
      )}
      <header className={stackGap2}>
        <p
          className={css({
            fontSize: 'sm',
            fontWeight: '800',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            color: 'grape.fg',
          })}
        >
          {tier.kind()}
        </p>
        <h3 id={headingId} className={headingH3}>
          {tier.name}
        </h3>
        <p className={css({ fontSize: '5xl', fontWeight: '800', lineHeight: '1' })}>
          {formatDollars(tier.price).replace(/\.00$/, '')}
        </p>
        <p className={mutedText}>{tier.summary()}</p>
      </header>
      <ul className={css({ display: 'grid', gap: '3', flex: '1', alignContent: 'start' })}>
        {tier.features.map((feature) => (
          <li
            key={feature()}
            className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}
          >
            <span aria-hidden="true" className={css({ color: 'success.fg', fontWeight: '800' })}>
              ✓
            </span>
            {feature()}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        fullWidth
        tone={tier.popular ? 'grape' : 'primary'}
        variant={tier.popular ? 'solid' : 'outline'}
        onClick={onChoose}
        disabled={disabled}
        aria-busy={pending}
        // Long labels wrap on a phone instead of widening the card.
        className={css({
          whiteSpace: 'normal',
          textAlign: 'center',
          h: 'auto',
          minH: '12',
          py: '2',
        })}
      >
        {pending ? m.content_tier_adding() : tier.cta()}
      </Button>
    </article>
  )
}
