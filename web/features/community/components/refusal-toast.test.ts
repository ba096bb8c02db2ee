import { describe, expect, it } from 'vitest'
import { forumMessages, forumToasts } from '#core/schemas/forum'
import { refusalToast } from './refusal-toast'

describe('refusalToast', () => {
  const blank = forumToasts.incompletePost
  const title = 'Could not create your post'

  it("is the spec's toast when the only trouble is a blank field", () => {
    const errors = { title: blank.description, content: blank.description }
    expect(refusalToast(errors, blank, title)).toEqual({ type: 'error', ...blank })
  })

  it('names the rule a field breaks, even beside a blank one', () => {
    const errors = { title: forumMessages.unsupportedCharacters, content: blank.description }
    expect(refusalToast(errors, blank, title)).toEqual({
      type: 'error',
      title,
      description: forumMessages.unsupportedCharacters,
    })
  })
})
