import * as v from 'valibot'
import { m } from '#i18n/messages'
import { email } from './fields'

/**
 * The privacy answers (issue 37, decision 088), read in the language of the moment (the page's,
 * or the API request's).
 */
export const privacyMessages = {
  deletionSent: (email: string) => m.forms_deletion_sent({ email }),
  get linkInvalid() {
    return m.forms_deletion_link_invalid()
  },
  get orderOnItsWay() {
    return m.forms_deletion_order_on_its_way()
  },
  requestSent: (address: string) => m.forms_privacy_request_sent({ email: address }),
  requestConfirmed: (due: string) => m.forms_privacy_request_confirmed({ due }),
  get requestLinkInvalid() {
    return m.forms_privacy_request_link_invalid()
  },
  get monthlyGiftRunning() {
    return m.forms_deletion_monthly_gift()
  },
  get storytellingCallAhead() {
    return m.forms_deletion_storytelling_call()
  },
  get lastOwner() {
    return m.forms_deletion_last_owner()
  },
}

const linkInvalid = () => privacyMessages.linkInvalid

/** POST /api/account-deletion/confirm: the e-mailed link's token, and whether posts go too. */
export const AccountDeletionConfirmSchema = v.strictObject({
  token: v.pipe(v.string(linkInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, linkInvalid)),
  removePosts: v.boolean(() => m.forms_deletion_remove_posts_boolean()),
})

export type AccountDeletionConfirmInput = v.InferOutput<typeof AccountDeletionConfirmSchema>

/** POST /api/privacy-requests: someone without an account asks about what is held under their address. */
export const PrivacyRequestSchema = v.strictObject({
  email: email(),
  kind: v.picklist(['copy', 'deletion'], () => m.forms_privacy_request_kind()),
})

export type PrivacyRequestInput = v.InferOutput<typeof PrivacyRequestSchema>

const requestLinkInvalid = () => privacyMessages.requestLinkInvalid

/** POST /api/privacy-requests/confirm: the e-mailed link's token. */
export const PrivacyRequestConfirmSchema = v.strictObject({
  token: v.pipe(
    v.string(requestLinkInvalid),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, requestLinkInvalid),
  ),
})
