import type { TestApp } from './test-app'

/** The `name=value` of the Set-Cookie a response sent, to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get('Set-Cookie')
  if (!header) throw new Error(`No Set-Cookie on a ${response.status} response`)
  return header.split(';')[0]!
}

/** Signs in through the real endpoint and answers the Cookie header that carries the session. */
export async function signIn(
  request: TestApp['request'],
  username: string,
  password: string,
): Promise<string> {
  const response = await request('/api/login', { json: { username, password } })
  if (response.status !== 200) throw new Error(`Sign-in as ${username} answered ${response.status}`)
  return cookieFrom(response)
}
