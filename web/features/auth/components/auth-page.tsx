import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import * as Card from '~/components/ui/card'
import * as Tabs from '~/components/ui/tabs'
import { headingH2 } from '~/components/ui/typography'
import { LoginForm } from '~/entities/account/components/login-form'
import { RegisterForm } from '~/entities/account/components/register-form'
import { AuthBenefits } from './auth-benefits'
import { useContinueAfterSignIn } from './use-continue-after-sign-in'
import { WaitlistForm } from './waitlist-form'

export type AuthTab = 'login' | 'register' | 'waitlist'

interface AuthPageProps {
  tab: AuthTab
  /** A same-site path to return to after signing in (checked before it is followed). */
  redirectTo: string | undefined
  onTabChange: (tab: AuthTab) => void
}

/** /auth: the benefits panel beside Login, Register and Join Waitlist tabs (SPEC). */
export function AuthPage({ tab, redirectTo, onTabChange }: AuthPageProps) {
  const continueAfterSignIn = useContinueAfterSignIn(redirectTo)
  return (
    <PageSection>
      <div
        className={css({
          display: 'grid',
          gap: { base: '6', lg: '10' },
          gridTemplateColumns: { base: '1fr', lg: '5fr 6fr' },
          alignItems: 'start',
        })}
      >
        <Card.Root variant="elevated" asChild>
          <div>
            {/* One column never wider than the card: a row of tabs too long for it scrolls. */}
            <Card.Body
              className={css({
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
                gap: '5',
                p: { base: '5', md: '8' },
              })}
            >
              <h1 className={headingH2}>{m.account_welcome_title({ name: brand.shortName })}</h1>
              <Tabs.Root
                value={tab}
                onValueChange={(details) => onTabChange(details.value as AuthTab)}
              >
                <Tabs.List aria-label={m.account_auth_tabs()}>
                  <Tabs.Trigger value="login">{m.account_tab_login()}</Tabs.Trigger>
                  <Tabs.Trigger value="register">{m.account_tab_register()}</Tabs.Trigger>
                  <Tabs.Trigger value="waitlist">{m.account_tab_waitlist()}</Tabs.Trigger>
                  <Tabs.Indicator />
                </Tabs.List>
                <Tabs.Content value="login">
                  <LoginForm onSignedIn={continueAfterSignIn} redirectTo={redirectTo} />
                </Tabs.Content>
                <Tabs.Content value="register">
                  <RegisterForm onSignedIn={continueAfterSignIn} />
                </Tabs.Content>
                <Tabs.Content value="waitlist">
                  <WaitlistForm />
                </Tabs.Content>
              </Tabs.Root>
            </Card.Body>
          </div>
        </Card.Root>
        {/* After the forms in reading order (a phone shows them first), left of them when wide. */}
        <div className={css({ lg: { order: '-1' } })}>
          <AuthBenefits />
        </div>
      </div>
    </PageSection>
  )
}
