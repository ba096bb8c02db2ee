import { type FormEvent, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { forumLimits, forumToasts } from '#core/schemas/forum'
import { Button } from '~/components/ui/button'
import { selfStart, stackGap4 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH3 } from '~/components/ui/typography'
import { createAttemptKeys } from '~/lib/attempt-key'
import { useFocusOnFailure } from '~/lib/focus-first-invalid'
import { useCreatePost } from '../api/forum-mutations'

/** Start a discussion: title and content, both required, plain text with counters. */
export function NewPostForm() {
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const create = useCreatePost()
  // Sending the same text again (after a lost answer) is the same post: one clientId per attempt.
  const attempts = useRef(createAttemptKeys())
  // After a refused submit, the empty fields show as invalid until filled.
  const [checked, setChecked] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim() || !content.trim()) {
      setChecked(true)
      failed()
      toaster.create({ type: 'error', ...forumToasts.incompletePost })
      return
    }
    const clear = () => {
      attempts.current.reset()
      setTitle('')
      setContent('')
      setChecked(false)
    }
    const post = { title, content }
    create.send(post, { onQueued: clear, onSent: clear }, attempts.current.keyFor(post))
  }

  return (
    <form
      ref={formRef}
      aria-labelledby="new-post-title"
      onSubmit={submit}
      noValidate
      className={cx(panel({ size: 'md' }), stackGap4)}
    >
      <h3 id="new-post-title" className={headingH3}>
        Start a discussion
      </h3>
      <TextField
        label="Title"
        invalid={checked && !title.trim()}
        maxLength={forumLimits.titleMax}
        helperText={`${title.length}/${forumLimits.titleMax}`}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextareaField
        label="What would you like to share?"
        invalid={checked && !content.trim()}
        rows={4}
        maxLength={forumLimits.postMax}
        helperText={`${content.length}/${forumLimits.postMax} · Plain text. Please keep children's names and contact details private.`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="submit" disabled={create.isSending} className={selfStart}>
        {create.isSending ? 'Posting...' : 'Create Post'}
      </Button>
    </form>
  )
}
