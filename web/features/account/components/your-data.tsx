import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button, button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { selfStart, stackGap3 } from '~/components/ui/stack'
import { mutedText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useRequestAccountDeletion } from '../api/account-deletion'

/**
 * 'Your data' (issue 37, decisions 087, 088): everything the foundation holds about the member,
 * as one file to keep — a plain download of GET /api/account/export, which the session's cookie
 * signs, or as spreadsheets (GET /api/account/export/spreadsheets, a ZIP of CSVs) — and the way to delete the account, confirmed by an e-mailed link.
 */
export function YourData({ emailVerified }: { emailVerified: boolean }) {
  const deletion = useRequestAccountDeletion()
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
        <Card.Body className={css({ display: 'grid', gap: '6' })}>
          <div className={stackGap3}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              <a href="/api/account/export" download className={button({ variant: 'outline' })}>
                {m.account_download_my_data()}
              </a>
              <a
                href="/api/account/export/spreadsheets"
                download
                className={button({ variant: 'outline' })}
              >
                {m.account_download_spreadsheets()}
              </a>
            </div>
            <p className={mutedText}>{m.account_download_formats()}</p>
          </div>
          <div className={stackGap3}>
            <p className={mutedText}>{m.account_delete_account_text()}</p>
            {deletion.isSuccess ? (
              <p role="status" className={css({ fontWeight: '600' })}>
                {deletion.data.message}
              </p>
            ) : (
              <>
                {deletion.isError ? (
                  <p role="alert" className={css({ color: 'danger.fg', fontWeight: '600' })}>
                    {errorMessage(deletion.error)}
                  </p>
                ) : null}
                <Button
                  variant="outline"
                  tone="danger"
                  className={selfStart}
                  disabled={deletion.isPending}
                  onClick={() => deletion.mutate()}
                >
                  {deletion.isPending ? m.account_sending() : m.account_delete_account()}
                </Button>
              </>
            )}
          </div>
        </Card.Body>
      </section>
    </Card.Root>
  )
}
