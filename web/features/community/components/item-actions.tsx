import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { type LikeTarget, useDeleteItem, useReport, useToggleLike } from '../api/forum-mutations'

interface ItemActionsProps {
  target: LikeTarget
  /** Names the item for screen readers: 'post "Weekend puzzle ideas"', 'comment by Sam R.' */
  label: string
  likeCount: number
  likedByMe: boolean
  mine: boolean
}

/** Like (toggle), and Report for others' items or Delete for the author's own. */
export function ItemActions({ target, label, likeCount, likedByMe, mine }: ItemActionsProps) {
  const like = useToggleLike()
  const report = useReport()
  const remove = useDeleteItem()
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
      <Button
        size="sm"
        variant={likedByMe ? 'subtle' : 'ghost'}
        aria-pressed={likedByMe}
        aria-label={m.community_like_label({ label, count: likeCount })}
        onClick={() => like.toggle(target, { likeCount, likedByMe })}
      >
        <span aria-hidden="true">{likedByMe ? '♥' : '♡'}</span> {likeCount}
      </Button>
      {/* One reports someone else's words; one's own can be deleted instead. */}
      {!mine && (
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          aria-label={
            report.isSuccess
              ? m.community_reported_label({ label })
              : m.community_report_label({ label })
          }
          disabled={report.isPending || report.isSuccess}
          onClick={() => report.mutate(target)}
        >
          {report.isSuccess ? m.community_reported() : m.community_report()}
        </Button>
      )}
      {mine && (
        <Button
          size="sm"
          variant="ghost"
          tone="danger"
          aria-label={m.community_delete_label({ label })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(target)}
        >
          {m.community_delete()}
        </Button>
      )}
    </div>
  )
}
