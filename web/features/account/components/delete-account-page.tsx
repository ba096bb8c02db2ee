import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { privacyMessages } from '#core/schemas/privacy'
import { m } from '#i18n/messages'
import { NarrowPage } from '~/components/blocks/narrow-page'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { stackGap3, stackGap4 } from '~/components/ui/stack'
import { mutedText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useConfirmAccountDeletion } from '../api/account-deletion'

const linkStyle = css({ color: 'secondary.fg', fontWeight: '600' })

/**
 * /delete-account?token=…: the e-mailed link (decision 088). Says what deleting does and keeps,
 * asks about the forum posts, and deletes on a press — never on opening, so a mail scanner
 * that follows the link deletes nothing.
 */
export function DeleteAccountPage({ token }: { token: string | undefined }) {
  const [removePosts, setRemovePosts] = useState(false)
  const erase = useConfirmAccountDeletion()

  if (erase.isSuccess) {
    return (
      <NarrowPage title={m.account_deleted_title()}>
        <div role="status" className={stackGap3}>
          <p className={css({ textStyle: 'lead' })}>{m.account_deleted_text()}</p>
          <Link to="/" className={linkStyle}>
            {m.account_back_home()}
          </Link>
        </div>
      </NarrowPage>
    )
  }
  return (
    <NarrowPage title={m.account_delete_title()}>
      {!token ? (
        <p role="alert" className={css({ textStyle: 'lead' })}>
          {privacyMessages.linkInvalid}
        </p>
      ) : (
        <div className={stackGap4}>
          <p>{m.account_delete_lead()}</p>
          <p className={mutedText}>{m.account_delete_kept()}</p>
          <CheckboxField
            label={m.account_delete_remove_posts()}
            checked={removePosts}
            onChange={(event) => setRemovePosts(event.currentTarget.checked)}
          />
          {erase.isError ? (
            <p role="alert" className={css({ color: 'danger.fg', fontWeight: '600' })}>
              {errorMessage(erase.error)}
            </p>
          ) : null}
          <Button
            tone="danger"
            size="lg"
            fullWidth
            disabled={erase.isPending}
            onClick={() => erase.mutate({ token, removePosts })}
          >
            {erase.isPending ? m.account_deleting() : m.account_delete_account()}
          </Button>
        </div>
      )}
    </NarrowPage>
  )
}
