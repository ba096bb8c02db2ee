/**
 * A strict reader of the iCalendar files the API writes (RFC 5545), for tests: CRLF lines,
 * unfolding, BEGIN/END nesting and text unescaping. Throws on anything malformed.
 */
export function parseCalendar(body: string) {
  if (!body.endsWith('\r\n')) throw new Error('iCalendar must end with CRLF')
  const physical = body.slice(0, -2).split('\r\n')
  if (physical.some((line) => line.includes('\n'))) throw new Error('bare LF in iCalendar')
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ')) {
      if (lines.length === 0) throw new Error('continuation before any line')
      lines[lines.length - 1] += line.slice(1)
    } else lines.push(line)
  }
  const stack: string[] = []
  const calendar: Record<string, string> & { events: Record<string, string>[] } = {
    events: [],
  } as never
  let event: Record<string, string> | undefined
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`not a property line: ${line}`)
    const name = line.slice(0, colon).split(';')[0]!
    const value = line.slice(colon + 1)
    if (name === 'BEGIN') {
      stack.push(value)
      if (value === 'VEVENT') event = {}
      continue
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close its BEGIN`)
      if (value === 'VEVENT' && event) calendar.events.push(event)
      continue
    }
    const unescaped = value.replace(/\\([\\;,nN])/g, (_, char: string) =>
      char === 'n' || char === 'N' ? '\n' : char,
    )
    if (stack.at(-1) === 'VEVENT' && event) event[name] = unescaped
    else if (stack.at(-1) === 'VCALENDAR') calendar[name] = unescaped
    else throw new Error(`property outside a component: ${line}`)
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`)
  return calendar
}
