import { api, send } from './api-client'

/** POST /api/logout: the server deletes the session row and clears the cookie. */
export function logOut(): Promise<void> {
  return send(api.logout.$post())
}
