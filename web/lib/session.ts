/** The signed-in user as the header needs it (SPEC §3 User). */
export interface SessionUser {
  username: string
  firstName: string
  lastName: string
  isAdmin: boolean
}

/**
 * The seam for sign-in state. Placeholder: always signed out until the Accounts issue replaces
 * the body with a query on GET /api/user (which does not exist yet, so nothing calls it here).
 */
export function useSessionUser(): SessionUser | null {
  return null
}
