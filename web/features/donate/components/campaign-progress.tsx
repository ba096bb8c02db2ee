import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { Skeleton } from '~/components/ui/skeleton'
import { campaignQueryOptions } from '../api/get-campaign'

const whole = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Raised this year against the goal, from paid gifts (GET /api/donations/campaign). */
export function CampaignProgress() {
  const campaign = useQuery(campaignQueryOptions)
  if (campaign.isPending) return <Skeleton className={css({ h: '24', w: 'full' })} />
  if (campaign.isError) return null
  const { year, goal, raised, giftCount, recentSupporters } = campaign.data
  const percent = Math.min(100, Math.round((raised / goal) * 100))
  return (
    <section aria-labelledby="campaign-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="campaign-title" className={css({ textStyle: 'h3' })}>
        Our {year} campaign
      </h2>
      <div
        role="progressbar"
        aria-label={`Raised toward our ${year} goal`}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(raised, goal)}
        aria-valuetext={`${formatDollars(raised)} of ${whole(goal)}`}
        className={css({ h: '3', rounded: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', bg: 'primary.solid', rounded: 'full' })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p>
        <strong>{whole(raised)}</strong> raised of {whole(goal)} · {giftCount}{' '}
        {giftCount === 1 ? 'gift' : 'gifts'}
      </p>
      {recentSupporters.length > 0 && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Recent supporters: {recentSupporters.map((supporter) => supporter.name).join(', ')}
        </p>
      )}
    </section>
  )
}
