import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationStatus } from '#core/application-statuses'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'
import type { ApplicationKind } from './list-views'
import { apiQuery } from './search-params'

/** What a list of applications or subscribers shows. */
export interface ListFilter {
  status?: string
  q?: string
  page?: number
}

/** A page of a list, as the API answers it. */
interface ListPage {
  total: number
  page: number
  pageSize: number
}

/** The fields every application (and barrier report) has for staff, whichever kind. */
export interface StaffApplication {
  id: number
  email: string
  status: ApplicationStatus
  notes: string
  handledBy: string | null
  createdAt: string
  [field: string]: unknown
}

const endpoints = {
  volunteer: api.admin['volunteer-applications'],
  program: api.admin['program-applications'],
  accessibility: api.admin['accessibility-reports'],
}

const listNames = {
  volunteer: 'volunteer-applications',
  program: 'program-applications',
  accessibility: 'accessibility-reports',
} as const satisfies Record<ApplicationKind, string>

/** The kind's list in the API, and the name of its CSV file. */
export const applicationsPath = (kind: ApplicationKind) => `/api/admin/${listNames[kind]}`
export const applicationsFile = (kind: ApplicationKind) => `${listNames[kind]}.csv`

export function useApplications(kind: ApplicationKind, filter: ListFilter) {
  return useQuery({
    queryKey: ['admin', 'applications', kind, filter] as const,
    meta: userScopedQuery,
    queryFn: async ({ signal }) =>
      (await send(
        endpoints[kind].$get({ query: apiQuery(filter) }, { init: { signal } }),
      )) as unknown as ListPage & { applications: StaffApplication[] },
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}

/** One application by its number, as its own page shows it. */
export function useApplication(kind: ApplicationKind, id: number) {
  return useQuery({
    queryKey: ['admin', 'applications', kind, 'one', id] as const,
    meta: userScopedQuery,
    queryFn: async ({ signal }) =>
      (await send(
        endpoints[kind][':id'].$get({ param: { id: String(id) } }, { init: { signal } }),
      )) as unknown as StaffApplication,
    staleTime: 0,
  })
}

export function useUpdateApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      status,
      notes,
    }: {
      id: number
      status?: ApplicationStatus
      notes?: string
    }) =>
      send(
        endpoints[kind][':id'].$patch({
          param: { id: String(id) },
          json: { ...(status ? { status } : {}), ...(notes !== undefined ? { notes } : {}) },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'applications', kind] })
      toaster.create({ type: 'success', title: 'Application saved' })
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Could not save', description: errorMessage(error) }),
  })
}

export interface StaffSubscriber {
  id: number
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  sources: string
  createdAt: string
}

export function useSubscribers(filter: ListFilter) {
  return useQuery({
    queryKey: ['admin', 'subscribers', filter] as const,
    meta: userScopedQuery,
    queryFn: async ({ signal }) =>
      (await send(
        api.admin.subscribers.$get({ query: apiQuery(filter) }, { init: { signal } }),
      )) as unknown as ListPage & { subscribers: StaffSubscriber[] },
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}

export function useStaffUnsubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.subscribers[':id'].unsubscribe.$post({ param: { id: String(id) } })),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] })
      toaster.create({ type: 'success', title: `${row.email} is unsubscribed` })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not unsubscribe',
        description: errorMessage(error),
      }),
  })
}
