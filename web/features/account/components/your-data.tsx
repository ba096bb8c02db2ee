import { cx } from 'styled-system/css'
import { m } from '#i18n/messages'
import { button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { selfStart } from '~/components/ui/stack'

/**
 * 'Your data' (issue 37, decision 087): everything the foundation holds about the member, as one
 * file to keep — a plain download of GET /api/account/export, which the session's cookie signs.
 */
export function YourData({ emailVerified }: { emailVerified: boolean }) {
  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="your-data-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="your-data-title">{m.account_your_data()}</h2>
          </Card.Title>
          <Card.Description>
            {m.account_your_data_text()}{' '}
            {emailVerified ? m.account_your_data_by_email() : m.account_your_data_verify_first()}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <a
            href="/api/account/export"
            download
            className={cx(button({ variant: 'outline' }), selfStart)}
          >
            {m.account_download_my_data()}
          </a>
        </Card.Body>
      </section>
    </Card.Root>
  )
}
