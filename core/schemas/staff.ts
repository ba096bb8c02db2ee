import * as v from 'valibot'
import { type StaffRole, staffMessages, staffRoles } from '../staff-roles'
import { email, plain } from './fields'

const roles = v.pipe(
  v.array(v.picklist(staffRoles, staffMessages.unknownRole), staffMessages.rolesRequired),
  v.maxLength(staffRoles.length, staffMessages.unknownRole),
  v.transform((given): StaffRole[] => [...new Set(given)]),
)

/** `POST /api/admin/staff/invitations`: who to invite, and what they will be allowed to do. */
export const StaffInvitationSchema = v.strictObject({
  email: email(),
  roles: v.pipe(roles, v.minLength(1, staffMessages.rolesRequired)),
})
export type StaffInvitationInput = v.InferOutput<typeof StaffInvitationSchema>

/** `PATCH /api/admin/staff/:id`: the staff member's roles from now on; none ends their access. */
export const StaffRolesSchema = v.strictObject({ roles })

/** `POST /api/staff-invitations/accept`: the token from the e-mailed link. */
export const StaffInvitationAcceptSchema = v.strictObject({
  token: v.pipe(
    v.string(staffMessages.invitationInvalid),
    v.minLength(1, staffMessages.invitationInvalid),
    v.maxLength(200, staffMessages.invitationInvalid),
    plain({}, staffMessages.invitationInvalid),
  ),
})

/** A staff member as `GET /api/admin/staff` lists them. */
export interface StaffMember {
  id: number
  username: string
  firstName: string
  lastName: string
  email: string
  roles: StaffRole[]
}

/** An invitation not yet accepted, as `GET /api/admin/staff/invitations` lists it. */
export interface PendingStaffInvitation {
  id: number
  email: string
  roles: StaffRole[]
  invitedBy: string | null
  expiresAt: string
}
