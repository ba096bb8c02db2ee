import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffInvitationInput } from '#core/schemas/staff'
import type { StaffRole } from '#core/staff-roles'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { sessionQueryOptions, userScopedQuery } from '~/lib/session'

const staffKey = ['admin', 'staff'] as const

/** GET /api/admin/staff: everyone on the staff with their roles (an owner's). */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    meta: userScopedQuery,
    queryFn: ({ signal }) => send(api.admin.staff.$get(undefined, { init: { signal } })),
    staleTime: 0,
  })
}

/** GET /api/admin/staff/invitations: invitations not yet accepted and still valid. */
export function usePendingInvitations() {
  return useQuery({
    queryKey: [...staffKey, 'invitations'] as const,
    meta: userScopedQuery,
    queryFn: ({ signal }) =>
      send(api.admin.staff.invitations.$get(undefined, { init: { signal } })),
    staleTime: 0,
  })
}

export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: StaffInvitationInput) => send(api.admin.staff.invitations.$post({ json })),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: staffKey })
      toaster.create({ type: 'success', title: `Invitation sent to ${invitation.email}` })
    },
  })
}

/** DELETE /api/admin/staff/invitations/:id: the link stops working. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.staff.invitations[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKey })
      toaster.create({ type: 'success', title: 'Invitation withdrawn' })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not withdraw the invitation',
        description: errorMessage(error),
      }),
  })
}

export function useSetStaffRoles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: StaffRole[] }) =>
      send(api.admin.staff[':id'].$patch({ param: { id: String(id) }, json: { roles } })),
    // Awaited, so the caller's own onSuccess runs once the list already shows the saved roles.
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Roles saved' })
      await queryClient.invalidateQueries({ queryKey: staffKey })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not save the roles',
        description: errorMessage(error),
      }),
  })
}

/** POST /api/staff-invitations/accept; the session is read again, as it now carries the roles. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => send(api['staff-invitations'].accept.$post({ json: { token } })),
    onSuccess: async () => {
      const session = { queryKey: sessionQueryOptions.queryKey }
      await queryClient.cancelQueries(session)
      await queryClient.refetchQueries({ ...session, type: 'all' })
    },
  })
}
