import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { hasPermission, type StaffPermission, staffMessages } from '#core/staff-roles'
import type { AppEnv } from '../app-env'

/**
 * What each section of /api/admin needs (issue 33, decision 072), by the path's first segment:
 * one table, so who may do what reads in one place. A section missing here is an owner's alone
 * (`staff`): a new endpoint is never open to every role by accident.
 */
export const sectionPermissions: Record<string, StaffPermission | 'any staff'> = {
  overview: 'any staff',
  orders: 'orders',
  products: 'catalogue',
  images: 'catalogue',
  donations: 'gifts',
  'giving-statements': 'gifts',
  subscribers: 'supporters',
  newsletters: 'supporters',
  'volunteer-applications': 'applications',
  'program-applications': 'applications',
  'accessibility-reports': 'applications',
  content: 'content',
  facts: 'content',
  'education-stats': 'content',
  'networking-contacts': 'content',
  storytelling: 'storytelling',
  forum: 'forum',
  staff: 'staff',
  'audit-log': 'staff',
  'privacy-requests': 'staff',
  outbox: 'settings',
  'stripe-webhook': 'settings',
}

/** The permission a path under /api/admin needs. */
export function permissionFor(path: string): StaffPermission | 'any staff' {
  const section = path.replace(/^\/api\/admin\/?/, '').split('/')[0] ?? ''
  return Object.hasOwn(sectionPermissions, section) ? sectionPermissions[section]! : 'staff'
}

/** After the staff guard: 403 when none of the staff member's roles grants the section. */
export const requireSectionPermission = createMiddleware<AppEnv>(async (c, next) => {
  const needed = permissionFor(c.req.path)
  if (needed !== 'any staff' && !hasPermission(c.var.user!.roles, needed)) {
    throw new HTTPException(403, { message: staffMessages.notPermitted })
  }
  await next()
})
