import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { StepHeading } from '~/components/blocks/step-heading'
import { Button } from '~/components/ui/button'
import { stackGap2, stackGap4 } from '~/components/ui/stack'
import * as Tabs from '~/components/ui/tabs'
import { headingH3, mutedText } from '~/components/ui/typography'
import { LoginForm } from '~/entities/account/components/login-form'
import { RegisterForm } from '~/entities/account/components/register-form'
import type { SessionUser } from '~/lib/session'
import type { AccountStepState, AccountView } from '../use-account-step'
import type { ContactValues } from '../use-contact-form'

interface AccountStepProps {
  /** The signed-in member; null when signed out. */
  user: SessionUser | null
  step: AccountStepState
  /** What the checkout form holds now: a new account starts from its name and e-mail. */
  contact: ContactValues
}

const headingId = 'account-step-title'
const muted = mutedText

/**
 * The top of /checkout (decision 055): an order belongs to an account, so a signed-out visitor
 * learns it before typing anything and logs in or creates one here, in place. The checkout form
 * below stays as it is, and the account fills in what it knows.
 */
export function AccountStep({ user, step, contact }: AccountStepProps) {
  if (user) {
    return (
      <section
        aria-labelledby={headingId}
        className={cx(panel({ size: 'sm', tone: 'secondary' }), css({ display: 'grid', gap: '1' }))}
      >
        <StepHeading id={headingId} ref={step.headingRef} className={css({ textStyle: 'h4' })}>
          {m.shop_signed_in_as({
            name: `${user.firstName} ${user.lastName}`.trim() || user.username,
          })}
        </StepHeading>
        <p className={muted}>{m.shop_signed_in_text()}</p>
      </section>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cx(panel({ size: 'md', accent: 'start' }), stackGap4)}
    >
      <div className={stackGap2}>
        <StepHeading id={headingId} ref={step.headingRef} className={headingH3}>
          {m.shop_log_in_to_check_out()}
        </StepHeading>
        <p className={muted}>{m.shop_account_step_text()}</p>
        {step.required && (
          <p
            role="alert"
            className={css({
              p: '3',
              rounded: 'lg',
              bg: 'danger.subtle',
              borderWidth: '1px',
              borderColor: 'danger.border',
            })}
          >
            <strong>{m.shop_login_required()}</strong> {m.shop_login_required_text()}
          </p>
        )}
      </div>
      {step.view === 'choose' ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button onClick={() => step.open('login')}>{m.shop_log_in()}</Button>
          <Button variant="outline" onClick={() => step.open('register')}>
            {m.shop_create_account()}
          </Button>
        </div>
      ) : (
        <Tabs.Root
          value={step.view}
          onValueChange={(details) => step.switchTo(details.value as AccountView)}
          lazyMount
        >
          <Tabs.List aria-label={m.shop_account_tabs()}>
            <Tabs.Trigger value="login">{m.shop_log_in()}</Tabs.Trigger>
            <Tabs.Trigger value="register">{m.shop_create_account()}</Tabs.Trigger>
            <Tabs.Indicator />
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm onSignedIn={step.signedIn} redirectTo="/checkout" />
          </Tabs.Content>
          <Tabs.Content value="register">
            <div className={stackGap4}>
              <p className={muted}>{m.shop_register_text()}</p>
              <RegisterForm
                onSignedIn={step.signedIn}
                initial={{
                  firstName: contact.firstName,
                  lastName: contact.lastName,
                  email: contact.email,
                }}
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  )
}
