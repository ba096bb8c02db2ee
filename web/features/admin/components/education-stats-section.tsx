import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import {
  type EducationStatCreate,
  EducationStatCreateSchema,
  type EducationStatUpdate,
  EducationStatUpdateSchema,
} from '#core/schemas/admin-cards'
import { LoadError } from '~/components/blocks/load-error'
import { Badge, type BadgeProps } from '~/components/ui/badge'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2 } from '~/components/ui/stack'
import { mutedSmallText } from '~/components/ui/typography'
import { statMutations } from '../api/card-mutations'
import { type EducationStat, useEducationStats } from '../api/get-education-stats'
import { CardAdder, type CardField, EditableCard } from './card-form'
import { CardGrid } from './card-grid'
import { DashboardSection } from './dashboard-section'

function trendTone(trend: string): BadgeProps['tone'] {
  if (trend.startsWith('-')) return 'danger'
  if (trend.startsWith('+') || /rising|up/i.test(trend)) return 'success'
  return 'neutral'
}

function StatCard({ stat }: { stat: EducationStat }) {
  return (
    <Card.Root variant="outline" className={css({ h: 'full' })}>
      <Card.Header>
        {/* Top-aligned: beside a title on two lines the badge keeps its pill shape. */}
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: '3',
          })}
        >
          <Card.Title>{stat.title}</Card.Title>
          <Badge tone={trendTone(stat.trend)} size="sm" className={css({ flexShrink: '0' })}>
            {stat.trend}
          </Badge>
        </div>
      </Card.Header>
      <Card.Body className={stackGap2}>
        <p className={css({ fontSize: '3xl', fontWeight: '800', color: 'secondary.fg' })}>
          {stat.value}
        </p>
        <Card.Description>{stat.description}</Card.Description>
        <p className={mutedSmallText}>Source: {stat.source}</p>
      </Card.Body>
    </Card.Root>
  )
}

function StatCardSkeleton() {
  return (
    <div aria-hidden="true" className={css({ display: 'grid', gap: '3', p: '6' })}>
      <Skeleton shape="text" className={css({ w: '2/3' })} />
      <Skeleton className={css({ h: '10', w: '1/3' })} />
      <Skeleton shape="text" />
      <Skeleton shape="text" className={css({ w: '1/2' })} />
    </div>
  )
}

const statFields: CardField[] = [
  { name: 'title', label: 'Title' },
  { name: 'value', label: 'Value' },
  { name: 'trend', label: 'Trend' },
  { name: 'description', label: 'Description', kind: 'multiline' },
  { name: 'source', label: 'Source' },
  { name: 'position', label: 'Position', kind: 'number' },
]

const emptyStat = { title: '', value: '', trend: '', description: '', source: '', position: '0' }

export function EducationStatsSection() {
  const stats = useEducationStats()
  const create = statMutations.useCreate()
  const update = statMutations.useUpdate()
  const remove = statMutations.useRemove()
  return (
    <DashboardSection titleId="education-stats-title" title="Current Education Statistics">
      <CardAdder
        schema={EducationStatCreateSchema}
        what="statistic"
        fields={statFields}
        initial={emptyStat}
        pending={create.isPending}
        save={(values, done) => create.mutate(values as EducationStatCreate, { onSuccess: done })}
      />
      {stats.isPending ? (
        <CardGrid as="div" aria-busy="true">
          {Array.from({ length: skeletonCounts.adminStatistics }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <StatCardSkeleton key={index} />
          ))}
        </CardGrid>
      ) : stats.isError ? (
        <LoadError
          what="the education statistics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <CardGrid aria-label="Education statistics">
          {stats.data.map((stat) => (
            <li key={stat.id}>
              <EditableCard
                schema={EducationStatUpdateSchema}
                what="statistic"
                name={stat.title}
                fields={statFields}
                initial={{
                  title: stat.title,
                  value: stat.value,
                  trend: stat.trend,
                  description: stat.description,
                  source: stat.source,
                  position: String(stat.position),
                }}
                pending={update.isPending}
                save={(values, done) =>
                  update.mutate(
                    { id: stat.id, update: values as EducationStatUpdate },
                    { onSuccess: done },
                  )
                }
                remove={() => remove.mutate(stat.id)}
              >
                <StatCard stat={stat} />
              </EditableCard>
            </li>
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  )
}
