import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, stackGap3 } from '~/components/ui/stack'
import { headingH3, mutedSmallText } from '~/components/ui/typography'
import { campaignQueryOptions } from '../api/get-campaign'

const whole = (dollars: number) =>
  dollars.toLocaleString(languageTag[getLocale()], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })

/** Marks where the raised total goes in its sentence, so that it can be set in bold. */
const slot = '\u0000'

/**
 * Raised this year against the goal, from paid gifts (GET /api/donations/campaign). Before the
 * year's first gift it invites one instead of showing an empty bar; the bar's track is outlined so
 * it stands out from the panel (≥ 3:1), and its fill from the track.
 */
export function CampaignProgress() {
  const campaign = useQuery(campaignQueryOptions)
  if (campaign.isPending) return <Skeleton className={css({ h: '24', w: 'full' })} />
  // A refresh that failed (offline, say) leaves the total last read in place.
  if (!campaign.data) return null
  const { year, goal, raised, giftCount, recentSupporters } = campaign.data
  if (giftCount === 0) {
    return (
      <section aria-labelledby="campaign-title" className={stackGap2}>
        <h2 id="campaign-title" className={headingH3}>
          {m.giving_campaign_title({ year })}
        </h2>
        <p>{m.giving_campaign_first({ goal: whole(goal) })}</p>
      </section>
    )
  }
  const percent = Math.min(100, Math.max(1, Math.round((raised / goal) * 100)))
  const raisedLine = m.giving_campaign_raised({ raised: slot, goal: whole(goal), count: giftCount })
  const [beforeRaised, afterRaised] = raisedLine.split(slot)
  return (
    <section aria-labelledby="campaign-title" className={stackGap3}>
      <h2 id="campaign-title" className={headingH3}>
        {m.giving_campaign_title({ year })}
      </h2>
      <div
        role="progressbar"
        aria-label={m.giving_campaign_progress_label({ year })}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(raised, goal)}
        aria-valuetext={m.giving_campaign_value({
          raised: formatDollars(raised),
          goal: whole(goal),
        })}
        className={css({
          h: '3',
          rounded: 'full',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'fg.muted',
          overflow: 'hidden',
        })}
      >
        <div
          className={css({ h: 'full', bg: 'primary.solid', rounded: 'full' })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p>
        {beforeRaised}
        <strong>{whole(raised)}</strong>
        {afterRaised}
      </p>
      {recentSupporters.length > 0 && (
        <p className={mutedSmallText}>
          {m.giving_recent_supporters({
            names: recentSupporters.map((supporter) => supporter.name).join(', '),
          })}
        </p>
      )}
    </section>
  )
}
