import { apiRequest } from './api-request'

/** POST /api/logout: the server deletes the session row and clears the cookie. */
export function logOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/logout')
}
