import { css } from 'styled-system/css'
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
import { StorytellingSection } from './storytelling-section'
import { StripeWebhookSection } from './stripe-webhook-section'

/** /admin for staff (SPEC "Admin dashboard"); later issues add their tools as sections. */
export function AdminDashboard() {
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
        <EducationStatsSection />
        <FactsSection />
        <NetworkingSection />
        <OrdersSection />
        <CatalogueSection />
        <ResourcesSection />
        <DonationsSection />
        <StorytellingSection />
        <ForumReportsSection />
        <ApplicationsSection kind="volunteer" />
        <ApplicationsSection kind="program" />
        <SubscribersSection />
        <NewsletterSection />
        <OutboxSection />
        <StripeWebhookSection />
        <AuditLogSection />
      </div>
    </PageSection>
  )
}
