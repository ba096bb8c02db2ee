import * as v from 'valibot'
import { plain, unsupportedCharacters } from './fields'

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

/** SPEC §5 and §8 toasts, title and description, for the web. */
export const forumToasts = {
  incompletePost: {
    title: 'Incomplete post',
    description: 'Please provide both a title and content for your post.',
  },
  emptyComment: {
    title: 'Empty comment',
    description: 'Please enter a comment before submitting.',
  },
  postCreated: { title: 'Post created' },
  commentAdded: { title: 'Comment added' },
} as const

export const forumMessages = {
  incompletePost: forumToasts.incompletePost.description,
  emptyComment: forumToasts.emptyComment.description,
  titleTooLong: `Your title must be at most ${forumLimits.titleMax} characters.`,
  postTooLong: `Your post must be at most ${forumLimits.postMax} characters.`,
  commentTooLong: `Your comment must be at most ${forumLimits.commentMax} characters.`,
  reasonTooLong: `Your reason must be at most ${forumLimits.reportReasonMax} characters.`,
  unsupportedCharacters,
  clientId: 'clientId must be 8 to 100 letters, digits or dashes',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  postDeleted: 'This post has been deleted.',
  commentDeleted: 'This comment has been deleted.',
  clientIdReused: 'That clientId was already used for a comment on another post.',
  notYours: 'You can only delete your own posts and comments.',
  reported: 'Thank you. Our team will review it.',
  invalidSearch: `Search for at most ${forumLimits.searchMax} characters.`,
  ownReport: 'You cannot report your own post or comment; you can delete it instead.',
  invalidCursor: 'Invalid cursor',
  invalidLimit: `limit must be a whole number from 1 to ${forumPageSize.max}`,
  newAccountPosts: (limit: number, hours: number, wait: string) =>
    `New accounts can create ${limit} posts in their first ${hours} hours. Please try again in ${wait}.`,
  newAccountComments: (limit: number, hours: number, wait: string) =>
    `New accounts can add ${limit} comments in their first ${hours} hours. Please try again in ${wait}.`,
} as const

/**
 * Trimmed plain text, required (`blank` when empty) and at most `max` characters; multi-line
 * unless it is a title.
 */
function plainText(blank: string, max: number, tooLong: string, { multiLine = true } = {}) {
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
  v.string(forumMessages.clientId),
  v.regex(/^[A-Za-z0-9-]{8,100}$/, forumMessages.clientId),
)

export const NewPostSchema = v.strictObject({
  title: plainText(forumMessages.incompletePost, forumLimits.titleMax, forumMessages.titleTooLong, {
    multiLine: false,
  }),
  content: plainText(forumMessages.incompletePost, forumLimits.postMax, forumMessages.postTooLong),
  clientId: v.optional(ClientIdSchema),
})

export const NewCommentSchema = v.strictObject({
  content: plainText(
    forumMessages.emptyComment,
    forumLimits.commentMax,
    forumMessages.commentTooLong,
  ),
  clientId: v.optional(ClientIdSchema),
})

export const ReportSchema = v.strictObject({
  reason: v.optional(
    v.pipe(
      v.string(forumMessages.reasonTooLong),
      v.trim(),
      v.maxLength(forumLimits.reportReasonMax, forumMessages.reasonTooLong),
      plain({ multiLine: true }),
    ),
  ),
})

/** GET /api/forum/posts?cursor=&limit= */
export const PostListQuerySchema = v.object({
  cursor: v.optional(
    v.pipe(
      v.string(forumMessages.invalidCursor),
      v.regex(/^[A-Za-z0-9_-]{1,200}$/, forumMessages.invalidCursor),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(forumMessages.invalidLimit),
      v.regex(/^\d{1,3}$/, forumMessages.invalidLimit),
      v.transform(Number),
      v.minValue(1, forumMessages.invalidLimit),
      v.maxValue(forumPageSize.max, forumMessages.invalidLimit),
    ),
    String(forumPageSize.default),
  ),
  /** Words to find in titles and content (Postgres full-text search, English stemming). */
  q: v.optional(
    v.pipe(
      v.string(forumMessages.invalidSearch),
      v.maxLength(forumLimits.searchMax, forumMessages.invalidSearch),
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
