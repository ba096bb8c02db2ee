import { describe, expect, it } from 'vitest'
import { calendarFile } from './ics'

const event = {
  uid: 'storytelling-7@brightminds.example',
  start: new Date('2026-12-01T16:00:00Z'),
  minutes: 30,
  summary: 'Storytelling kickoff call, BrightMinds Foundation',
  description: 'Bring the sketch; we talk about the story.\nSee you then!',
  location: 'https://meet.example/abc',
  organizer: { name: 'BrightMinds Foundation', email: 'hello@brightminds.example' },
  now: new Date('2026-11-24T19:00:00Z'),
}

describe('calendarFile', () => {
  it('writes one event in UTC with CRLF line ends', () => {
    const file = calendarFile(event)
    expect(file.endsWith('\r\n')).toBe(true)
    const lines = file.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20261201T160000Z')
    expect(lines).toContain('DTEND:20261201T163000Z')
    expect(lines).toContain('DTSTAMP:20261124T190000Z')
    expect(lines).toContain('UID:storytelling-7@brightminds.example')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('escapes text and folds long lines at 75 octets', () => {
    const file = calendarFile(event)
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain(
      'DESCRIPTION:Bring the sketch\\; we talk about the story.\\nSee you then!',
    )
    expect(unfolded).toContain('SUMMARY:Storytelling kickoff call\\, BrightMinds Foundation')
    for (const line of file.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    const long = calendarFile({ ...event, description: 'é'.repeat(100) })
    for (const line of long.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    expect(long.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'é'.repeat(100)}`)
  })
})
