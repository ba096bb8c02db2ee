/**
 * Who on the staff may do what in the back office (issue 33, decision 072). A staff member holds
 * one or more roles; each role grants permissions; every /api/admin section needs one permission
 * (api/admin/admin-permissions.ts), and /admin shows only what the person's roles permit.
 */

export const staffRoles = ['owner', 'fundraising', 'fulfilment', 'programmes', 'moderator'] as const
export type StaffRole = (typeof staffRoles)[number]

export const staffPermissions = [
  /** Orders: the list, fulfilment moves, returns, refunds of orders, packing slips, the CSV. */
  'orders',
  /** The catalogue: products, their photos and stock. */
  'catalogue',
  /** Gifts: refunds, receipts, pledges, the donor CSV, giving statements. */
  'gifts',
  /** The mailing list and newsletters. */
  'supporters',
  /** Volunteer and program applications. */
  'applications',
  /** Resources, guides, events, the statistics and network cards, the organisation's figures. */
  'content',
  /** The storytelling calls' times and the children's sketches. */
  'storytelling',
  /** Forum reports: removing posts and comments, dismissing reports. */
  'forum',
  /** Staff, their roles and invitations, and the audit log. */
  'staff',
  /** Settings and health: payment webhook events, e-mail delivery. */
  'settings',
] as const
export type StaffPermission = (typeof staffPermissions)[number]

/** What each role may do; an owner may do everything. */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  fundraising: ['gifts', 'supporters'],
  fulfilment: ['orders', 'catalogue'],
  programmes: ['applications', 'content', 'storytelling'],
  moderator: ['forum'],
}

/** What /admin calls each role. */
export const roleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  fundraising: 'Fundraising',
  fulfilment: 'Fulfilment',
  programmes: 'Programmes',
  moderator: 'Forum moderator',
}

export function hasPermission(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return roles.some((role) => rolePermissions[role].includes(permission))
}

export const staffMessages = {
  notPermitted: 'Your staff role does not allow this. An owner can change your roles.',
  rolesRequired: 'Choose at least one role',
  unknownRole: 'Unknown role',
  memberNotFound: 'Staff member not found',
  lastOwner: 'The site needs at least one owner: make someone else an owner first.',
  invitationNotFound: 'Invitation not found, or already accepted',
  invitationInvalid: 'This invitation is invalid or has expired.',
  invitationOtherAddress:
    'This invitation was sent to another e-mail address. Sign in with the account that uses it.',
} as const
