import * as v from 'valibot'
import { m } from '#i18n/messages'
import { isLocalPath } from '../local-path'
import type { StaffRole } from '../staff-roles'
import { email, type FieldMessage, line, plain } from './fields'

/** What the API ever tells about a user (never a hash, never session data). */
export interface User {
  id: number
  username: string
  firstName: string
  lastName: string
  email: string
  /** A staff member: any role at all (docs/decisions/072). */
  isAdmin: boolean
  /** What the person may do in the back office; none for a member. */
  roles: StaffRole[]
  /** The person opened the verification link sent to `email` (docs/decisions/024). */
  emailVerified: boolean
}

/**
 * The API's auth error messages (docs/decisions/007), written once for both sides. Each is read in
 * the language of the moment (the page's, or the API request's): read it where it is shown or
 * sent, never once into a constant.
 */
export const authMessages = {
  get notSignedIn() {
    return m.forms_not_signed_in()
  },
  get adminsOnly() {
    return m.forms_admins_only()
  },
  get invalidCredentials() {
    return m.forms_invalid_credentials()
  },
  get usernameTaken() {
    return m.forms_username_taken()
  },
  get commonPassword() {
    return m.forms_common_password()
  },
  get currentPasswordIncorrect() {
    return m.forms_current_password_incorrect()
  },
  get resetRequested() {
    return m.forms_reset_requested()
  },
  get resetLinkInvalid() {
    return m.forms_reset_link_invalid()
  },
  get signInLinkSent() {
    return m.forms_sign_in_link_sent()
  },
  get signInLinkInvalid() {
    return m.forms_sign_in_link_invalid()
  },
  get verifyLinkInvalid() {
    return m.forms_verify_link_invalid()
  },
  get verificationSent() {
    return m.forms_verification_sent()
  },
  get alreadyVerified() {
    return m.forms_already_verified()
  },
  get crossSite() {
    return m.forms_cross_site()
  },
  get otherUser() {
    return m.forms_other_user()
  },
}

/**
 * The age question at sign-up (docs/decisions/020). Asked neutrally, with 'under-13' as a real
 * choice; that answer is refused and nothing is stored, since this site does not collect
 * children's personal data (COPPA).
 */
export const ageChoices = ['adult-13-plus', 'parent-educator', 'under-13'] as const
export type AgeChoice = (typeof ageChoices)[number]

/** The answers an account can hold. */
export const ageConfirmations = ['adult-13-plus', 'parent-educator'] as const
export type AgeConfirmation = (typeof ageConfirmations)[number]

/** What the register form shows for each choice, in its order (each read in the page's language). */
export const ageChoiceLabels: Record<AgeChoice, string> = {
  get 'parent-educator'() {
    return m.forms_age_parent_educator()
  },
  get 'adult-13-plus'() {
    return m.forms_age_13_plus()
  },
  get 'under-13'() {
    return m.forms_age_under_13()
  },
}

export const ageMessages = {
  get required() {
    return m.forms_age_required()
  },
  get under13() {
    return m.forms_age_under_13_refused()
  },
}

const ageConfirmation = v.pipe(
  v.picklist(ageChoices, () => ageMessages.required),
  v.check(
    (choice) => choice !== 'under-13',
    () => ageMessages.under13,
  ),
  v.transform((choice) => choice as AgeConfirmation),
)

export const usernameMinLength = 3
export const usernameMaxLength = 50
export const passwordMinLength = 6
export const passwordMaxLength = 128

const usernameTooShort = () => m.forms_username_too_short({ min: usernameMinLength })

/** Login accepts any username of a valid length; the character rule applies to new accounts. */
const loginUsername = v.pipe(
  v.string(usernameTooShort),
  v.trim(),
  v.minLength(usernameMinLength, usernameTooShort),
  v.maxLength(usernameMaxLength, () => m.forms_username_too_long({ max: usernameMaxLength })),
  plain(),
)

const newUsername = v.pipe(
  loginUsername,
  v.regex(/^[A-Za-z0-9._-]+$/, () => m.forms_username_characters()),
)

/** Passwords are taken as typed: no trimming, so a trailing space is part of the secret. */
export function password(
  tooShort: FieldMessage = () => m.forms_password_too_short({ min: passwordMinLength }),
) {
  return v.pipe(
    v.string(tooShort),
    v.minLength(passwordMinLength, tooShort),
    v.maxLength(passwordMaxLength, () => m.forms_password_too_long({ max: passwordMaxLength })),
  )
}

const invalidEmail = () => m.forms_invalid_email()

export const LoginSchema = v.strictObject({
  username: loginUsername,
  password: password(),
})

export const RegisterSchema = v.strictObject({
  username: newUsername,
  password: password(),
  firstName: line(1, () => m.forms_first_name_required(), 80),
  lastName: line(1, () => m.forms_last_name_required(), 80),
  email: email(invalidEmail),
  ageConfirmation,
})

export const ChangePasswordSchema = v.strictObject({
  currentPassword: v.pipe(
    v.string(() => m.forms_current_password_required()),
    v.minLength(1, () => m.forms_current_password_required()),
    v.maxLength(passwordMaxLength, () => authMessages.currentPasswordIncorrect),
  ),
  newPassword: password(),
})

export const PasswordResetRequestSchema = v.strictObject({
  email: email(invalidEmail),
})

const resetLinkInvalid = () => authMessages.resetLinkInvalid

export const PasswordResetConfirmSchema = v.strictObject({
  token: v.pipe(
    v.string(resetLinkInvalid),
    v.minLength(1, resetLinkInvalid),
    v.maxLength(200, resetLinkInvalid),
    plain({}, resetLinkInvalid),
  ),
  password: password(),
})

const localPathOnly = () => m.forms_local_path_only()

/**
 * POST /api/sign-in-links: a link that signs in without a password (WCAG 3.3.8, decision 085),
 * and the page of this site to come back to once signed in.
 */
export const SignInLinkRequestSchema = v.strictObject({
  email: email(invalidEmail),
  redirect: v.optional(
    v.pipe(
      v.string(localPathOnly),
      v.maxLength(500, localPathOnly),
      v.check(isLocalPath, localPathOnly),
    ),
  ),
})

const signInLinkInvalid = () => authMessages.signInLinkInvalid

/** POST /api/sign-in-links/confirm: the token from the e-mailed link. */
export const SignInLinkConfirmSchema = v.strictObject({
  token: v.pipe(v.string(signInLinkInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, signInLinkInvalid)),
})

export type LoginInput = v.InferOutput<typeof LoginSchema>
export type RegisterInput = v.InferOutput<typeof RegisterSchema>
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>
export type PasswordResetRequestInput = v.InferOutput<typeof PasswordResetRequestSchema>
export type PasswordResetConfirmInput = v.InferOutput<typeof PasswordResetConfirmSchema>
export type SignInLinkRequestInput = v.InferOutput<typeof SignInLinkRequestSchema>
export type SignInLinkConfirmInput = v.InferOutput<typeof SignInLinkConfirmSchema>

/** POST /api/email-verification: the token from the e-mailed link. */
export const VerifyEmailSchema = v.strictObject({
  token: v.pipe(
    v.string(() => authMessages.verifyLinkInvalid),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, () => authMessages.verifyLinkInvalid),
  ),
})
