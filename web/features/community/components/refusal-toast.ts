/**
 * The toast for a post or comment the API's schema refuses before it is sent: the spec's toast
 * when a field is blank ('Incomplete post', 'Empty comment'), else the rule it breaks, in the
 * words the server would answer (unsupported characters, say), under the failure's title.
 */
export function refusalToast(
  errors: Record<string, string | undefined>,
  blank: { title: string; description: string },
  title: string,
) {
  const messages = Object.values(errors).filter((message) => message !== undefined)
  const rule = messages.find((message) => message !== blank.description)
  return { type: 'error' as const, ...(rule === undefined ? blank : { title, description: rule }) }
}
