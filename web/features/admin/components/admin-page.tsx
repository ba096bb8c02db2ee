import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { hasPermission, type StaffPermission, staffMessages } from '#core/staff-roles'
import { headingH1, mutedLeadText } from '~/components/ui/typography'
import { useSessionUser } from '~/lib/session'
import { LeadSection } from './dashboard-section'

interface AdminPageProps {
  /** The page's h1 over its sections; without it, the one section's title is the h1. */
  title?: string
  /** Beside the title: the page's own buttons. */
  actions?: ReactNode
  /** What a role needs to open the page (decision 072); null for everyone on the staff. */
  permission: StaffPermission | null
  children: ReactNode
}

/**
 * One back-office page. A page the person's roles do not open (a link shared by a colleague)
 * says so instead of showing tools that could only fail; the API refuses them anyway.
 */
export function AdminPage({ title, actions, permission, children }: AdminPageProps) {
  const user = useSessionUser()
  const allowed = permission === null || (user !== null && hasPermission(user.roles, permission))
  if (!allowed) {
    return (
      <div className={css({ display: 'grid', gap: '4', maxW: '2xl' })}>
        <h1 className={headingH1}>Not for your role</h1>
        <p className={mutedLeadText}>{staffMessages.notPermitted}</p>
      </div>
    )
  }
  return (
    // One column never wider than the screen, whatever a section's widest line (WCAG 1.4.10).
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '12',
        maxW: '7xl',
      })}
    >
      {title ? (
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '4',
          })}
        >
          <h1 className={headingH1}>{title}</h1>
          {actions}
        </div>
      ) : null}
      <LeadSection.Provider value={!title}>{children}</LeadSection.Provider>
    </div>
  )
}
