import * as v from 'valibot'
import { m } from '#i18n/messages'
import { type FieldMessage, plain, unsupportedCharacters } from './fields'

/**
 * The discussion forum's shapes (docs/decisions/021), written once for the web and the API.
 * Text is plain text: stored and answered exactly as typed (trimmed), never as HTML.
 */

/** Length limits: the web's counters and the API's validation (and the DB checks) share them. */
export const forumLimits = {
  titleMax: 120,
  postMax: 5000,
  commentMax: 1000,
  reportReasonMax: 500,
  searchMax: 100,
} as const

/** Posts per page of GET /api/forum/posts, and the most a client may ask for. */
export const forumPageSize = { default: 20, max: 50 } as const

/** The newest comments embedded with each post of a list; GET /api/forum/posts/:id has them all. */
export const forumCommentsPreview = 20

/**
 * SPEC §5 and §8 toasts, title and description, for the web; each text is read in the page's
 * language, where the toast is made.
 */
export const forumToasts = {
  incompletePost: {
    get title() {
      return m.forms_forum_incomplete_post_title()
    },
    get description() {
      return m.forms_forum_incomplete_post_text()
    },
  },
  emptyComment: {
    get title() {
      return m.forms_forum_empty_comment_title()
    },
    get description() {
      return m.forms_forum_empty_comment_text()
    },
  },
  postCreated: {
    get title() {
      return m.forms_forum_post_created()
    },
  },
  commentAdded: {
    get title() {
      return m.forms_forum_comment_added()
    },
  },
}

/** The forum's refusals and answers, in the language of the moment (read where sent or shown). */
export const forumMessages = {
  get incompletePost() {
    return forumToasts.incompletePost.description
  },
  get emptyComment() {
    return forumToasts.emptyComment.description
  },
  get titleTooLong() {
    return m.forms_forum_title_too_long({ max: forumLimits.titleMax })
  },
  get postTooLong() {
    return m.forms_forum_post_too_long({ max: forumLimits.postMax })
  },
  get commentTooLong() {
    return m.forms_forum_comment_too_long({ max: forumLimits.commentMax })
  },
  get reasonTooLong() {
    return m.forms_forum_reason_too_long({ max: forumLimits.reportReasonMax })
  },
  get unsupportedCharacters() {
    return unsupportedCharacters()
  },
  get clientId() {
    return m.forms_forum_client_id()
  },
  get postNotFound() {
    return m.forms_forum_post_not_found()
  },
  get commentNotFound() {
    return m.forms_forum_comment_not_found()
  },
  get postDeleted() {
    return m.forms_forum_post_deleted()
  },
  get commentDeleted() {
    return m.forms_forum_comment_deleted()
  },
  get clientIdReused() {
    return m.forms_forum_client_id_reused()
  },
  get notYours() {
    return m.forms_forum_not_yours()
  },
  get reported() {
    return m.forms_forum_reported()
  },
  get invalidSearch() {
    return m.forms_forum_invalid_search({ max: forumLimits.searchMax })
  },
  get ownReport() {
    return m.forms_forum_own_report()
  },
  get invalidCursor() {
    return m.forms_forum_invalid_cursor()
  },
  get invalidLimit() {
    return m.forms_forum_invalid_limit({ max: forumPageSize.max })
  },
  newAccountPosts: (limit: number, hours: number, wait: string) =>
    m.forms_forum_new_account_posts({ limit, hours, wait }),
  newAccountComments: (limit: number, hours: number, wait: string) =>
    m.forms_forum_new_account_comments({ limit, hours, wait }),
}

/** A message of `forumMessages`, read as the field fails. */
const lazy =
  (key: Exclude<keyof typeof forumMessages, 'newAccountPosts' | 'newAccountComments'>) => () =>
    forumMessages[key]

/**
 * Trimmed plain text, required (`blank` when empty) and at most `max` characters; multi-line
 * unless it is a title.
 */
function plainText(
  blank: FieldMessage,
  max: number,
  tooLong: FieldMessage,
  { multiLine = true } = {},
) {
  return v.pipe(
    v.string(blank),
    v.trim(),
    v.minLength(1, blank),
    v.maxLength(max, tooLong),
    plain({ multiLine }),
  )
}

/**
 * Generated on the device for each new post or comment (a UUID suits); the same id again from
 * the same author answers the row it already made, so a replayed offline write never doubles.
 */
export const ClientIdSchema = v.pipe(
  v.string(lazy('clientId')),
  v.regex(/^[A-Za-z0-9-]{8,100}$/, lazy('clientId')),
)

export const NewPostSchema = v.strictObject({
  title: plainText(lazy('incompletePost'), forumLimits.titleMax, lazy('titleTooLong'), {
    multiLine: false,
  }),
  content: plainText(lazy('incompletePost'), forumLimits.postMax, lazy('postTooLong')),
  clientId: v.optional(ClientIdSchema),
})

export const NewCommentSchema = v.strictObject({
  content: plainText(lazy('emptyComment'), forumLimits.commentMax, lazy('commentTooLong')),
  clientId: v.optional(ClientIdSchema),
})

export const ReportSchema = v.strictObject({
  reason: v.optional(
    v.pipe(
      v.string(lazy('reasonTooLong')),
      v.trim(),
      v.maxLength(forumLimits.reportReasonMax, lazy('reasonTooLong')),
      plain({ multiLine: true }),
    ),
  ),
})

/** GET /api/forum/posts?cursor=&limit= */
export const PostListQuerySchema = v.object({
  cursor: v.optional(
    v.pipe(
      v.string(lazy('invalidCursor')),
      v.regex(/^[A-Za-z0-9_-]{1,200}$/, lazy('invalidCursor')),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(lazy('invalidLimit')),
      v.regex(/^\d{1,3}$/, lazy('invalidLimit')),
      v.transform(Number),
      v.minValue(1, lazy('invalidLimit')),
      v.maxValue(forumPageSize.max, lazy('invalidLimit')),
    ),
    String(forumPageSize.default),
  ),
  /** Words to find in titles and content (Postgres full-text search, English stemming). */
  q: v.optional(
    v.pipe(
      v.string(lazy('invalidSearch')),
      v.maxLength(forumLimits.searchMax, lazy('invalidSearch')),
      // Control characters (a NUL Postgres refuses in text) separate words like spaces.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
      v.transform((search) => search.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim()),
    ),
  ),
})

export type NewPostInput = v.InferInput<typeof NewPostSchema>
export type NewPost = v.InferOutput<typeof NewPostSchema>
export type NewCommentInput = v.InferInput<typeof NewCommentSchema>
export type NewComment = v.InferOutput<typeof NewCommentSchema>

/** Who wrote something, as the forum shows it: never an e-mail, never a username with a name. */
export interface ForumAuthor {
  /** First name and last initial ('Sarah M.'), else the username. */
  displayName: string
  /** One or two capitals for the avatar. */
  initials: string
}

export interface ForumComment {
  id: number
  postId: number
  content: string
  author: ForumAuthor
  /** The account was under 24 hours old when it wrote this: show links as plain text. */
  authorIsNew: boolean
  createdAt: string
  likeCount: number
  likedByMe: boolean
  /** The caller wrote it (and may delete it). */
  mine: boolean
  clientId: string | null
}

export interface ForumPost {
  id: number
  title: string
  content: string
  author: ForumAuthor
  authorIsNew: boolean
  createdAt: string
  likeCount: number
  likedByMe: boolean
  /** Every live comment, even when `comments` holds only the newest few. */
  commentCount: number
  /** Oldest first: in a list the newest `forumCommentsPreview`, in GET /posts/:id all of them. */
  comments: ForumComment[]
  mine: boolean
  clientId: string | null
}

/** GET /api/forum/posts: newest first; pass `nextCursor` back as `cursor` for the next page. */
export interface ForumPostPage {
  posts: ForumPost[]
  nextCursor: string | null
}

/** PUT/DELETE …/like. */
export interface LikeState {
  likeCount: number
  likedByMe: boolean
}

/** GET /api/admin/forum/reports: one entry per reported item with open reports. */
export interface ReportedItem {
  kind: 'post' | 'comment'
  id: number
  /** The post itself, or the post the comment is on. */
  postId: number
  /** The post's title (for a comment, the title of its post). */
  postTitle: string
  content: string
  author: ForumAuthor
  createdAt: string
  reportCount: number
  reasons: string[]
  firstReportedAt: string
  lastReportedAt: string
}
