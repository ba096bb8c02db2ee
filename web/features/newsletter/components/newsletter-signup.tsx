import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import * as v from 'valibot'
import { Button } from '~/components/ui/button'
import { PlainField } from '~/components/ui/plain-field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { NewsletterSchema } from '../../../../core/schemas/email-signup'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

/** The newsletter form: one labelled e-mail field, feedback through toasts. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('')
  const subscribe = useSubscribeNewsletter()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = v.safeParse(NewsletterSchema, { email })
    if (!result.success) {
      toaster.create({
        title: 'Invalid email',
        description: 'Please enter a valid email address',
        type: 'error',
      })
      return
    }
    subscribe.mutate(result.output.email, {
      onSuccess: () => {
        toaster.create({
          title: 'Subscription successful!',
          description: 'Thank you for subscribing to our newsletter',
          type: 'success',
        })
        setEmail('')
      },
      onError: (error) => {
        toaster.create({
          title: 'Subscription failed',
          description: errorMessage(error),
          type: 'error',
        })
      },
    })
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: '3',
        w: 'full',
        maxW: 'lg',
      })}
    >
      <PlainField
        label="Email address"
        hideLabel
        rootClassName={css({ flex: '1' })}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={css({ h: '12', rounded: 'full', px: '5' })}
      />
      <Button type="submit" size="lg" disabled={subscribe.isPending}>
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  )
}
