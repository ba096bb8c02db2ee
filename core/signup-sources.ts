export const signupSourceValues = ['newsletter', 'mailing-list', 'waitlist'] as const
