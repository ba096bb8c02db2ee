import { css } from 'styled-system/css'
import { PageSection } from '~/components/layout/page-section'
import type { SessionUser } from '~/lib/session'
import { ChangePasswordForm } from './change-password-form'
import { ProfileCard } from './profile-card'
import { SignOutEverywhere } from './sign-out-everywhere'

/** /account: who you are, your password and your devices. */
export function AccountPage({ user }: { user: SessionUser }) {
  return (
    <PageSection>
      <div className={css({ maxW: '3xl', display: 'grid', gap: '6' })}>
        <h1 className={css({ textStyle: 'h1' })}>Your Account</h1>
        <ProfileCard user={user} />
        {/* The Shop and Giving issues add the user's orders and donations here, as sections. */}
        <ChangePasswordForm />
        <SignOutEverywhere />
      </div>
    </PageSection>
  )
}
