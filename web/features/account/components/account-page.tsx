import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { headingH1 } from '~/components/ui/typography'
import type { SessionUser } from '~/lib/session'
import { ChangePasswordForm } from './change-password-form'
import { GiftHistory } from './gift-history'
import { OrderHistory } from './order-history'
import { ProfileCard } from './profile-card'
import { PushNotifications } from './push-notifications'
import { SignOutEverywhere } from './sign-out-everywhere'
import { YourData } from './your-data'

/** /account: who you are, your orders, notifications, your password, devices and data. */
export function AccountPage({ user }: { user: SessionUser }) {
  return (
    <PageSection>
      <div className={css({ maxW: '3xl', display: 'grid', gap: '6' })}>
        <h1 className={headingH1}>{m.account_your_account()}</h1>
        <ProfileCard user={user} />
        <OrderHistory />
        <GiftHistory />
        {/* The Giving issue adds the user's donations here, as a section. */}
        <PushNotifications />
        <ChangePasswordForm />
        <SignOutEverywhere />
        <YourData emailVerified={user.emailVerified} />
      </div>
    </PageSection>
  )
}
