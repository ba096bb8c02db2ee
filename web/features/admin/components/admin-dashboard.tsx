import { css } from 'styled-system/css'
import { hasPermission, type StaffPermission } from '#core/staff-roles'
import { PageSection } from '~/components/blocks/page-section'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1 } from '~/components/ui/typography'
import { AuditLogSection } from './audit-log-section'
import { CatalogueSection } from './catalogue-section'
import { DonationsSection } from './donations-section'
import { EducationStatsSection } from './education-stats-section'
import { FactsSection } from './facts-section'
import { ForumReportsSection } from './forum-reports-section'
import { NetworkingSection } from './networking-section'
import { NewsletterSection } from './newsletter-section'
import { OrdersSection } from './orders-section'
import { OutboxSection } from './outbox-section'
import { ApplicationsSection, SubscribersSection } from './outreach-sections'
import { OverviewSection } from './overview-section'
import { ResourcesSection } from './resources-section'
import { StaffSection } from './staff-section'
import { StorytellingSection } from './storytelling-section'
import { StripeWebhookSection } from './stripe-webhook-section'

/**
 * /admin for staff (SPEC "Admin dashboard"); later issues add their tools as sections. Each shows
 * only to the roles it is for (decision 072): the API refuses the others anyway, and a button
 * that can only fail is worse than none.
 */
export function AdminDashboard({ roles }: { roles: Parameters<typeof hasPermission>[0] }) {
  const may = (permission: StaffPermission) => hasPermission(roles, permission)
  return (
    <PageSection>
      <div className={css({ display: 'grid', gap: '12' })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '4',
          })}
        >
          <h1 className={headingH1}>Admin Dashboard</h1>
          <ButtonLink to="/volunteer" variant="outline">
            Add Your Profile
          </ButtonLink>
        </div>
        <OverviewSection />
        {may('content') ? (
          <>
            <EducationStatsSection />
            <FactsSection />
            <NetworkingSection />
          </>
        ) : null}
        {may('orders') ? <OrdersSection /> : null}
        {may('catalogue') ? <CatalogueSection /> : null}
        {may('content') ? <ResourcesSection /> : null}
        {may('gifts') ? <DonationsSection /> : null}
        {may('storytelling') ? <StorytellingSection /> : null}
        {may('forum') ? <ForumReportsSection /> : null}
        {may('applications') ? (
          <>
            <ApplicationsSection kind="volunteer" />
            <ApplicationsSection kind="program" />
          </>
        ) : null}
        {may('supporters') ? (
          <>
            <SubscribersSection />
            <NewsletterSection />
          </>
        ) : null}
        {may('settings') ? (
          <>
            <OutboxSection />
            <StripeWebhookSection />
          </>
        ) : null}
        {may('staff') ? (
          <>
            <StaffSection />
            <AuditLogSection />
          </>
        ) : null}
      </div>
    </PageSection>
  )
}
