import { type FormEvent, useRef, useState } from 'react'
import { forumLimits, forumToasts } from '#core/schemas/forum'
import { Button } from '~/components/ui/button'
import { selfStart, stackGap2 } from '~/components/ui/stack'
import { TextareaField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { createAttemptKeys } from '~/lib/attempt-key'
import { useFocusOnFailure } from '~/lib/focus-first-invalid'
import { useAddComment } from '../api/forum-mutations'

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
  const [content, setContent] = useState('')
  const add = useAddComment()
  const attempts = useRef(createAttemptKeys())
  const [checked, setChecked] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!content.trim()) {
      setChecked(true)
      failed()
      toaster.create({ type: 'error', ...forumToasts.emptyComment })
      return
    }
    const clear = () => {
      attempts.current.reset()
      setContent('')
      setChecked(false)
    }
    const comment = { postId, content }
    add.send(comment, { onQueued: clear, onSent: clear }, attempts.current.keyFor(comment))
  }

  return (
    <form
      ref={formRef}
      aria-label={`Comment on ${postTitle}`}
      onSubmit={submit}
      noValidate
      className={stackGap2}
    >
      <TextareaField
        label="Add a comment"
        autoFocus={autoFocus} // shown by the member's own click on "Comment"
        invalid={checked && !content.trim()}
        rows={2}
        maxLength={forumLimits.commentMax}
        helperText={`${content.length}/${forumLimits.commentMax}`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={add.isSending} className={selfStart}>
        {add.isSending ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  )
}
