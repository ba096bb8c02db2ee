import { useEffect, useRef, useState } from 'react'

const focusable = 'input:not([type="hidden"]), select, textarea, button, [tabindex]'

/**
 * After a failed submit, the first invalid field of `form` (in page order: the first element
 * marked `aria-invalid="true"`) is brought to the middle of the screen, clear of the sticky
 * header, and focused, so the visitor lands on what to fix and a screen reader reads its message.
 * A group (radios, say) marked invalid hands focus to its first control. Returns whether there
 * was one.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!invalid) return false
  const target = invalid.matches(focusable)
    ? invalid
    : (invalid.querySelector<HTMLElement>(`${focusable}:not(:disabled)`) ?? invalid)
  invalid.scrollIntoView({ block: 'center' })
  target.focus({ preventScroll: true })
  return true
}

/**
 * After a failed submit, once the errors are on screen, focus moves to the form's first invalid
 * field (`focusFirstInvalid`). `formRef` goes on the `<form>`; `failed()` asks for the
 * move (a check of the form's own, or the server's answer placed on a field).
 */
export function useFocusOnFailure() {
  const formRef = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current)
  }, [failures])
  return { formRef, failed: () => setFailures((count) => count + 1) }
}
