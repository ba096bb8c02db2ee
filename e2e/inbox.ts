import type { APIRequestContext } from '@playwright/test'
import { expect, uniqueEmail } from './fixtures'
import { e2ePorts } from './ports'

/** A message as the e2e test SMTP server received it (e2e/server.ts). */
export interface InboxMessage {
  to: string[]
  subject: string
  text: string
  /** When the SMTP server accepted it (ms since the epoch). */
  receivedAt: number
}

/** Everything the test SMTP server has received so far. */
export async function inbox(): Promise<InboxMessage[]> {
  const response = await fetch(`http://127.0.0.1:${e2ePorts.inboxPort}/messages`)
  return (await response.json()) as InboxMessage[]
}

/** The message to `email` with this subject, once it has arrived. */
export async function mailWithSubject(email: string, subject: string) {
  let found: InboxMessage | undefined
  await expect
    .poll(async () => {
      found = (await inbox()).find((m) => m.to.includes(email) && m.subject === subject)
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** The newest message to `email` whose text contains a link to `path`, once it has arrived. */
export async function mailWithLink(email: string, path: string) {
  // The token, and any parameters after it (a sign-in link's way back).
  const pattern = new RegExp(
    `https?://\\S+${path.replaceAll('/', '\\/')}\\?token=[\\w.-]+(?:&[\\w-]+=[\\w.%-]*)*`,
  )
  let found: { message: InboxMessage; link: URL } | undefined
  await expect
    .poll(async () => {
      const message = (await inbox()).findLast((m) => m.to.includes(email) && pattern.test(m.text))
      found = message && { message, link: new URL(pattern.exec(message.text)![0]) }
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** A reader who signed up and opened the confirmation link. */
export async function confirmedReader(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name)
  const signup = await request.post('/api/email-signup', { data: { email, source: 'newsletter' } })
  expect(signup.ok()).toBe(true)
  const { link } = await mailWithLink(email, '/confirm-subscription')
  const token = link.searchParams.get('token')
  const confirmed = await request.post('/api/subscriptions/confirm', { data: { token } })
  expect(confirmed.status()).toBe(200)
  return email
}
