import { css } from 'styled-system/css'

const refusal = css({
  p: '3',
  rounded: 'lg',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  fontWeight: '600',
})

/**
 * Why the server refused a form, when no one field is to blame (a wrong username or password),
 * kept beside the submit button until the next try: the toast that also says it goes away on its
 * own, and the only copy of the reason must not (issue 32). Give the button
 * `aria-describedby={id}` while it shows.
 */
export function FormRefusal({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className={refusal}>
      {message}
    </p>
  )
}
