import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import * as Card from '~/components/ui/card'
import { stackGap3 } from '~/components/ui/stack'
import type { SessionUser } from '~/lib/session'
import { EmailStatus } from './email-status'

const term = css({ fontSize: 'sm', fontWeight: '700', color: 'fg.muted' })

export function ProfileCard({ user }: { user: SessionUser }) {
  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="profile-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="profile-title">{m.account_profile()}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <dl className={stackGap3}>
            <div>
              <dt className={term}>{m.account_name()}</dt>
              <dd>
                {user.firstName} {user.lastName}
                {user.isAdmin ? (
                  <Badge tone="grape" size="sm" className={css({ ms: '2' })}>
                    {m.account_admin_badge()}
                  </Badge>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className={term}>{m.account_username()}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt className={term}>{m.account_email()}</dt>
              <dd>
                <span>{user.email}</span>
                <EmailStatus verified={user.emailVerified} />
              </dd>
            </div>
          </dl>
          {user.isAdmin ? (
            <Link
              to="/admin"
              className={css({
                display: 'inline-block',
                mt: '4',
                color: 'secondary.fg',
                fontWeight: '600',
              })}
            >
              {m.account_admin_dashboard()}
            </Link>
          ) : null}
        </Card.Body>
      </section>
    </Card.Root>
  )
}
