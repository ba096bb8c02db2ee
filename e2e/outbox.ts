import type { APIRequestContext } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { expect } from './fixtures'

/** The newest link to `path` e-mailed to `email`, read from the admin outbox as staff would. */
export async function linkFromOutbox(staff: APIRequestContext, email: string, path: string) {
  const login = await staff.post('/api/login', { data: e2eAdmin })
  expect(login.status()).toBe(200)
  const pattern = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?token=[\\w.-]+`)
  let link = ''
  await expect
    .poll(async () => {
      const response = await staff.get('/api/admin/outbox')
      const messages = (await response.json()) as { to: string; body: string }[]
      const body =
        messages.find((message) => message.to === email && pattern.test(message.body))?.body ?? ''
      link = pattern.exec(body)?.[0] ?? ''
      return link
    })
    .not.toBe('')
  return new URL(link)
}
