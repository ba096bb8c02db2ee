export const signupSourceValues = ['newsletter', 'mailing-list', 'waitlist'] as const
export type SignupSource = (typeof signupSourceValues)[number]
