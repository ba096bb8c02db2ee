import { type FormEvent, useEffect, useRef } from 'react'
import { cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { forumLimits, forumToasts, NewPostSchema } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { selfStart, stackGap4 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { headingH3 } from '~/components/ui/typography'
import { createAttemptKeys } from '~/lib/attempt-key'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useCreatePost } from '../api/forum-mutations'
import type { SharedIntoApp } from '../community-search'
import { sharedPost } from '../shared-post'
import { refusalToast } from './refusal-toast'

const empty = { title: '', content: '' }

/**
 * Start a discussion: title and content, both required, plain text with counters. Opened from
 * another app's share sheet (`shared`), it starts filled in and in view, the person's to edit
 * and send; nothing is posted by itself.
 */
export function NewPostForm({
  shared,
  onSharedTaken,
}: {
  shared?: SharedIntoApp | undefined
  onSharedTaken?: (() => void) | undefined
}) {
  // Checked with the API's schema, offline too: a post that would be refused is not queued.
  const form = useSchemaForm(NewPostSchema, shared ? sharedPost(shared) : empty)
  const arrivedShared = useRef(shared !== undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what the page opened with
  useEffect(() => {
    if (!arrivedShared.current) return
    form.formRef.current?.scrollIntoView({ block: 'start' })
    form.formRef.current
      ?.querySelector<HTMLElement>(form.values.title ? 'textarea' : 'input')
      ?.focus()
    onSharedTaken?.()
  }, [])
  const { title, content } = form.values
  const create = useCreatePost()
  // Sending the same text again (after a lost answer) is the same post: one clientId per attempt.
  const attempts = useRef(createAttemptKeys())

  function submit(event: FormEvent) {
    event.preventDefault()
    const refused = (errors: Record<string, string | undefined>) =>
      toaster.create(refusalToast(errors, forumToasts.incompletePost, m.community_post_failed()))
    if (!form.validate(refused)) return
    const clear = () => {
      attempts.current.reset()
      form.reset(empty)
    }
    const post = { title, content }
    create.send(post, { onQueued: clear, onSent: clear }, attempts.current.keyFor(post))
  }

  return (
    <form
      ref={form.formRef}
      aria-labelledby="new-post-title"
      onSubmit={submit}
      noValidate
      className={cx(panel({ size: 'md' }), stackGap4)}
    >
      <h3 id="new-post-title" className={headingH3}>
        {m.community_start_discussion()}
      </h3>
      <TextField
        label={m.community_post_title()}
        invalid={form.errors.title !== undefined}
        maxLength={forumLimits.titleMax}
        helperText={`${title.length}/${forumLimits.titleMax}`}
        {...form.register('title')}
      />
      <TextareaField
        label={m.community_post_content()}
        invalid={form.errors.content !== undefined}
        rows={4}
        maxLength={forumLimits.postMax}
        helperText={m.community_post_hint({ count: content.length, max: forumLimits.postMax })}
        {...form.register('content')}
      />
      <Button type="submit" disabled={create.isSending} className={selfStart}>
        {create.isSending ? m.community_posting() : m.community_create_post()}
      </Button>
    </form>
  )
}
