/** The privacy domain's entry: a person's own data, read across the domains (issue 37). */

export { deleteExpiredDeletionLinks } from './deletion-links'
export { type PersonalData, personalData } from './personal-data'
export { privacyRequestAdminRoutes, privacyRequestRoutes } from './privacy-request-routes'
export { accountDeletionRoutes, privacyRoutes } from './privacy-routes'
export { deleteExpiredPersonalData } from './retention'
