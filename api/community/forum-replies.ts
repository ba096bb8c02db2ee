import { eq } from 'drizzle-orm'
import { forumAuthor } from '#core/forum-author'
import { localizedPath } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { forumPosts } from '../../db/schema/community'
import { notifyMember } from '../push'

/** The start of a reply a notification shows: the rest is on the page. */
const excerptLength = 120

function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat
}

/**
 * Tells a post's author of a reply, when they chose to be (decision 095), in the reply's
 * transaction: by push, or by e-mail with no device. A reply to one's own post tells nobody.
 */
export async function tellOfReply(
  tx: Database,
  reply: { id: number; postId: number; authorId: number; content: string },
  origin: string,
) {
  const [post] = await tx
    .select({ authorId: forumPosts.authorId, title: forumPosts.title })
    .from(forumPosts)
    .where(eq(forumPosts.id, reply.postId))
  if (!post || post.authorId === reply.authorId) return
  const [writer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, reply.authorId))
  const name = forumAuthor(writer!).displayName
  await notifyMember(tx, {
    userId: post.authorId,
    topic: 'forum-replies',
    key: `forum-reply:${reply.id}`,
    compose: (member) => {
      const options = { locale: member.locale }
      // The forum, searched for the post's title: the post first in the list.
      const url = `${localizedPath('/community', member.locale)}?${new URLSearchParams({ tab: 'forum', q: post.title })}`
      const title = m.push_reply_title({ title: post.title }, options)
      return {
        title,
        body: m.push_reply_body({ name, text: excerpt(reply.content) }, options),
        url,
        mail: {
          origin,
          lines: [m.push_reply_mail({ name, title: post.title }, options), '', reply.content],
        },
      }
    },
  })
}
