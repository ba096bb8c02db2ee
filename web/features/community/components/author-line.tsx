import { css } from 'styled-system/css'
import { languageTag } from '#core/locale'
import type { ForumAuthor } from '#core/schemas/forum'
import { getLocale } from '#i18n/runtime'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { relativeTime } from '../relative-time'

/** Initials avatar, display name and when: the head of a post or comment. */
export function AuthorLine({
  author,
  createdAt,
  small,
}: {
  author: ForumAuthor
  createdAt: string
  small?: boolean
}) {
  const fullDate = new Intl.DateTimeFormat(languageTag[getLocale()], {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          flexShrink: '0',
          rounded: 'full',
          bg: 'secondary.subtle',
          color: 'secondary.fg',
          fontWeight: '800',
          w: small ? '8' : '10',
          h: small ? '8' : '10',
          fontSize: small ? 'xs' : 'sm',
        })}
      >
        {author.initials}
      </span>
      <span className={css({ display: 'grid', lineHeight: '1.3' })}>
        <span className={strongText}>{author.displayName}</span>
        <time
          dateTime={createdAt}
          title={fullDate.format(new Date(createdAt))}
          className={mutedSmallText}
        >
          {relativeTime(createdAt)}
        </time>
      </span>
    </div>
  )
}
