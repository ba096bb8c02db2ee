import { useId } from 'react'
import { css } from 'styled-system/css'
import { Button, type ButtonProps } from './button'

const refusal = css({
  p: '3',
  rounded: 'lg',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  fontWeight: '600',
})

/**
 * A form's submit button with the reason the server last refused the form, when no one field is
 * to blame (a wrong username or password), kept just above it until the next try and named as
 * its description: the toast that also says it goes away on its own, and the only copy of the
 * reason must not (issue 32).
 */
export function SubmitWithRefusal({
  refusal: message,
  ...button
}: Omit<ButtonProps, 'type'> & { refusal: string | null }) {
  const id = useId()
  return (
    <>
      {message ? (
        <p id={id} role="alert" className={refusal}>
          {message}
        </p>
      ) : null}
      <Button type="submit" aria-describedby={message ? id : undefined} {...button} />
    </>
  )
}
