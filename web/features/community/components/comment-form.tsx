import { type FormEvent, useRef } from 'react'
import { forumLimits, forumToasts, NewCommentSchema } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { selfStart, stackGap2 } from '~/components/ui/stack'
import { TextareaField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { createAttemptKeys } from '~/lib/attempt-key'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useAddComment } from '../api/forum-mutations'
import { refusalToast } from './refusal-toast'

export function CommentForm({
  postId,
  postTitle,
  autoFocus = false,
}: {
  postId: number
  postTitle: string
  /** Opened by the member's "Comment" click: the box takes focus. */
  autoFocus?: boolean
}) {
  const form = useSchemaForm(NewCommentSchema, { content: '' })
  const { content } = form.values
  const add = useAddComment()
  const attempts = useRef(createAttemptKeys())

  function submit(event: FormEvent) {
    event.preventDefault()
    const refused = (errors: Record<string, string | undefined>) =>
      toaster.create(refusalToast(errors, forumToasts.emptyComment, m.community_comment_failed()))
    if (!form.validate(refused)) return
    const clear = () => {
      attempts.current.reset()
      form.reset()
    }
    const comment = { postId, content }
    add.send(comment, { onQueued: clear, onSent: clear }, attempts.current.keyFor(comment))
  }

  return (
    <form
      ref={form.formRef}
      aria-label={m.community_comment_on({ title: postTitle })}
      onSubmit={submit}
      noValidate
      className={stackGap2}
    >
      <TextareaField
        label={m.community_add_comment()}
        autoFocus={autoFocus} // shown by the member's own click on "Comment"
        invalid={form.errors.content !== undefined}
        rows={2}
        maxLength={forumLimits.commentMax}
        helperText={`${content.length}/${forumLimits.commentMax}`}
        {...form.register('content')}
      />
      <Button type="submit" size="sm" disabled={add.isSending} className={selfStart}>
        {add.isSending ? m.community_posting() : m.community_post_comment()}
      </Button>
    </form>
  )
}
