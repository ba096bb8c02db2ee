import type { StaffPermission } from '#core/staff-roles'

/**
 * The back office's pages, in the order of its navigation (decision 074): one per task, each
 * shown to the roles whose permission it names (decision 072). The overview is everyone's.
 */
export const adminPages = [
  { to: '/admin', label: 'Overview', permission: null },
  { to: '/admin/orders', label: 'Orders', permission: 'orders' },
  { to: '/admin/catalogue', label: 'Catalog', permission: 'catalogue' },
  { to: '/admin/gifts', label: 'Donations', permission: 'gifts' },
  { to: '/admin/subscribers', label: 'Subscribers', permission: 'supporters' },
  { to: '/admin/newsletters', label: 'Newsletters', permission: 'supporters' },
  { to: '/admin/applications', label: 'Applications', permission: 'applications' },
  { to: '/admin/storytelling', label: 'Storytelling calls', permission: 'storytelling' },
  { to: '/admin/content', label: 'Content', permission: 'content' },
  { to: '/admin/statistics', label: 'Statistics and network', permission: 'content' },
  { to: '/admin/forum', label: 'Forum reports', permission: 'forum' },
  { to: '/admin/settings', label: 'Settings and health', permission: 'settings' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff' },
  { to: '/admin/audit-log', label: 'Audit log', permission: 'staff' },
  { to: '/admin/privacy-requests', label: 'Privacy requests', permission: 'staff' },
] as const satisfies ReadonlyArray<{
  to: string
  label: string
  permission: StaffPermission | null
}>
