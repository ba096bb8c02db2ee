import * as v from 'valibot'
import type { StaffRole } from '../staff-roles'
import { email, line, plain } from './fields'

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

/** The API's auth error messages (docs/decisions/007), written once for both sides. */
export const authMessages = {
  notSignedIn: 'Not signed in',
  adminsOnly: 'Admins only',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  currentPasswordIncorrect: 'Current password is incorrect',
  resetRequested: 'If an account uses that email, a reset link is on its way.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  verificationSent: 'A verification link is on its way. Please check your email.',
  alreadyVerified: 'Your email address is already verified.',
  crossSite: 'Cross-site request refused',
  otherUser: 'This was saved while someone else was signed in on this device, so it was not sent.',
} as const

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

/** What the register form shows for each choice, in its order. */
export const ageChoiceLabels: Record<AgeChoice, string> = {
  'parent-educator': 'I am a parent or educator',
  'adult-13-plus': 'I am 13 or older',
  'under-13': 'I am under 13',
}

export const ageMessages = {
  required: 'Please tell us whether you are 13 or older, or a parent or educator.',
  under13:
    'Sorry, you must be 13 or older to join. Please ask a parent or educator to create an account for your family.',
} as const

const ageConfirmation = v.pipe(
  v.picklist(ageChoices, ageMessages.required),
  v.check((choice) => choice !== 'under-13', ageMessages.under13),
  v.transform((choice) => choice as AgeConfirmation),
)

export const usernameMinLength = 3
export const usernameMaxLength = 50
export const passwordMinLength = 6
export const passwordMaxLength = 128

const usernameTooShort = 'Username must be at least 3 characters'

/** Login accepts any username of a valid length; the character rule applies to new accounts. */
const loginUsername = v.pipe(
  v.string(usernameTooShort),
  v.trim(),
  v.minLength(usernameMinLength, usernameTooShort),
  v.maxLength(usernameMaxLength, 'Username must be at most 50 characters'),
  plain(),
)

const newUsername = v.pipe(
  loginUsername,
  v.regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only use letters, numbers, dots, dashes and underscores',
  ),
)

/** Passwords are taken as typed: no trimming, so a trailing space is part of the secret. */
export function password(tooShort = 'Password must be at least 6 characters') {
  return v.pipe(
    v.string(tooShort),
    v.minLength(passwordMinLength, tooShort),
    v.maxLength(passwordMaxLength, 'Password must be at most 128 characters'),
  )
}

export const LoginSchema = v.strictObject({
  username: loginUsername,
  password: password(),
})

export const RegisterSchema = v.strictObject({
  username: newUsername,
  password: password(),
  firstName: line(1, 'First name is required', 80),
  lastName: line(1, 'Last name is required', 80),
  email: email('Invalid email address'),
  ageConfirmation,
})

export const ChangePasswordSchema = v.strictObject({
  currentPassword: v.pipe(
    v.string('Current password is required'),
    v.minLength(1, 'Current password is required'),
    v.maxLength(passwordMaxLength, authMessages.currentPasswordIncorrect),
  ),
  newPassword: password(),
})

export const PasswordResetRequestSchema = v.strictObject({
  email: email('Invalid email address'),
})

export const PasswordResetConfirmSchema = v.strictObject({
  token: v.pipe(
    v.string(authMessages.resetLinkInvalid),
    v.minLength(1, authMessages.resetLinkInvalid),
    v.maxLength(200, authMessages.resetLinkInvalid),
    plain({}, authMessages.resetLinkInvalid),
  ),
  password: password(),
})

export type LoginInput = v.InferOutput<typeof LoginSchema>
export type RegisterInput = v.InferOutput<typeof RegisterSchema>
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>
export type PasswordResetRequestInput = v.InferOutput<typeof PasswordResetRequestSchema>
export type PasswordResetConfirmInput = v.InferOutput<typeof PasswordResetConfirmSchema>

/** POST /api/email-verification: the token from the e-mailed link. */
export const VerifyEmailSchema = v.strictObject({
  token: v.pipe(
    v.string(authMessages.verifyLinkInvalid),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, authMessages.verifyLinkInvalid),
  ),
})
